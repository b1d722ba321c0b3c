<?php
/**
 * Frontage → Files: the library manager, admin.php?page=wpfd.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Assets;
use Frontage\Rest\Modules_Controller;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A top-level "Frontage" menu whose first entry, "Files", is the page `wpfd` (the documented page
 * name: the insert modal frames admin.php?page=wpfd&noheader=1&caninsert=1). Other modules can
 * add their screens under the same menu with add_submenu_page( Admin_Page::SLUG, … ).
 *
 * PHP prints the first view into the mount point (Admin_Page_Markup: the tree and the first
 * page of files, from the same preloaded answers the app starts from), so the first files show at
 * first paint; the React app in src/files/admin replaces it when it mounts and talks to the
 * frontage/v1 REST API, which checks the capability and the nonce on every change.
 */
final class Admin_Page {

	/**
	 * The page slug, a public contract (docs/editor.md "The contract"): admin.php?page=wpfd.
	 */
	public const SLUG = 'wpfd';

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'frontage-files-admin';

	/**
	 * Id of the element the app mounts into.
	 */
	public const ROOT_ID = 'frontage-files-admin';

	/**
	 * The menu's capability for library managers; Permissions::can_manage() decides who they are.
	 */
	private const CAPABILITY = 'upload_files';

	/**
	 * The query flag for the page without the admin's chrome (framed by the insert modal).
	 */
	private const NO_HEADER = 'noheader';

	/**
	 * The query flag of the insert modal's frame (docs/editor.md "The contract"): the page in insert mode, which
	 * people who may edit posts reach too (docs/editor.md).
	 */
	public const CAN_INSERT = 'caninsert';

	/**
	 * The page-builder variant's flag (the blocks' "Choose" buttons set it).
	 */
	public const PAGE_BUILDER = 'pagebuilder';

	/**
	 * Which insert button the frame offers: `file`, `category`, or both when absent.
	 */
	public const MODE = 'mode';

	/**
	 * The current file the frame opens on (the page-builder settings field's name).
	 */
	public const FILE_ID = 'wpfd_file_id';

	/**
	 * The current category the frame opens on (the page-builder settings field's name).
	 */
	public const CATEGORY_ID = 'wpfd_category_id';

	/**
	 * The category the page opens on (the app keeps the selection in the address).
	 */
	public const CATEGORY = 'category';

	/**
	 * Files on one page of the list; the app asks for pages of this size.
	 */
	public const PER_PAGE = 50;

	/**
	 * Who may open the page in insert mode without managing the library.
	 */
	private const INSERT_CAPABILITY = 'edit_posts';

	/**
	 * The screen's hook suffix, once the menu is added.
	 *
	 * @var string
	 */
	private string $hook_suffix = '';

	/**
	 * The app's data, computed once per request (the script's data and the first view share it).
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $data = null;

	/**
	 * The preload's paths of the categories and of the first page of files, and the opening
	 * category, from the last app_data().
	 *
	 * @var array{categories: string, files: string, category: int}
	 */
	private array $first = array(
		'categories' => '',
		'files'      => '',
		'category'   => 0,
	);

	/**
	 * Takes how the page loads its app.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Adds the menu and the app's scripts on that screen only.
	 */
	public function add_hooks(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Frontage → Files. Users who may not manage the library get the menu with a capability
	 * nobody has, so it is hidden from them and WordPress answers the page with its own
	 * "not allowed" screen (403) — except the insert modal's frame for people who may edit posts,
	 * which is registered for them on that one request.
	 */
	public function add_menu(): void {
		if ( Permissions::can_manage() ) {
			$capability = self::CAPABILITY;
		} elseif ( self::is_insert_request() && current_user_can( self::INSERT_CAPABILITY ) ) {
			$capability = self::INSERT_CAPABILITY;
		} else {
			$capability = 'do_not_allow';
		}
		add_menu_page(
			__( 'Frontage files', 'frontage' ),
			__( 'Frontage', 'frontage' ),
			$capability,
			self::SLUG,
			array( $this, 'render' ),
			'dashicons-portfolio',
			11 // Just below Media.
		);
		// The first entry repeats the top-level slug, so the menu reads Frontage → Files.
		$hook = add_submenu_page(
			self::SLUG,
			__( 'Files', 'frontage' ),
			__( 'Files', 'frontage' ),
			$capability,
			self::SLUG,
			array( $this, 'render' )
		);
		if ( $hook ) {
			$this->hook_suffix = $hook;
			add_action( 'load-' . $hook, array( $this, 'load' ) );
		}
	}

	/**
	 * Runs before any output on the page: checks the user again (the menu's capability alone
	 * lets authors in), and serves the framed variant, which WordPress would otherwise print as
	 * a body without a head.
	 */
	public function load(): void {
		if ( ! self::may_open() ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'frontage' ), 403 );
		}
		// No nonce: a display flag, no state change.
		if ( ! isset( $_GET[ self::NO_HEADER ] ) ) {
			return;
		}
		require_once ABSPATH . 'wp-admin/includes/template.php';
		// A whole document of its own: admin styles and scripts, no menu, no admin bar.
		iframe_header( __( 'Files', 'frontage' ) );
		$this->render_app( true );
		iframe_footer();
		exit;
	}

	/**
	 * Loads the app on its own screen. What it needs to know is computed later, in the page's
	 * body (render_app()): the head and the menu reach the browser first, which fetches and
	 * reads the stylesheets while the server reads the library (docs/files.md "The Files
	 * screen").
	 *
	 * @param string $hook_suffix The current admin screen.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $this->hook_suffix !== $hook_suffix ) {
			return;
		}
		$this->assets->enqueue_script( self::HANDLE, 'files/admin/index' );
	}

	/**
	 * Hands the app its data: printed before the app's script, which is in the footer.
	 */
	private function add_script_data(): void {
		if ( ! wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return;
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.frontageFilesAdmin = ' . wp_json_encode( $this->data() ) . ';',
			'before'
		);
	}

	/**
	 * The app's data, computed on the first call of the request.
	 *
	 * @return array<string, mixed>
	 */
	private function data(): array {
		$this->data ??= $this->app_data();
		return $this->data;
	}

	/**
	 * What the app needs from the server.
	 *
	 * @return array<string, mixed>
	 */
	public function app_data(): array {
		$roles = array();
		foreach ( wp_roles()->get_names() as $slug => $name ) {
			$roles[] = array(
				'slug' => (string) $slug,
				'name' => translate_user_role( $name ),
			);
		}
		$insert = self::is_insert_request() && current_user_can( self::INSERT_CAPABILITY );
		// No nonce: display flags of a page that changes nothing by itself.
		$mode = isset( $_GET[ self::MODE ] ) && is_string( $_GET[ self::MODE ] ) ? sanitize_key( wp_unslash( $_GET[ self::MODE ] ) ) : '';
		$data = array(
			'restRoot'       => esc_url_raw( rest_url() ),
			// Uploads use XMLHttpRequest for progress, so they send the REST nonce themselves.
			'nonce'          => wp_create_nonce( 'wp_rest' ),
			'maxUploadBytes' => (int) wp_max_upload_size(),
			'roles'          => $roles,
			'framed'         => isset( $_GET[ self::NO_HEADER ] ),
			// The insert modal's frame (docs/editor.md); the REST API still checks every change.
			'canInsert'      => $insert,
			'canManage'      => Permissions::can_manage(),
			'pageBuilder'    => $insert && isset( $_GET[ self::PAGE_BUILDER ] ) && is_string( $_GET[ self::PAGE_BUILDER ] ) && '1' === sanitize_key( wp_unslash( $_GET[ self::PAGE_BUILDER ] ) ),
			'insertMode'     => in_array( $mode, array( 'file', 'category' ), true ) ? $mode : 'both',
			'fileId'         => isset( $_GET[ self::FILE_ID ] ) && is_string( $_GET[ self::FILE_ID ] ) ? absint( wp_unslash( $_GET[ self::FILE_ID ] ) ) : 0,
			'categoryId'     => isset( $_GET[ self::CATEGORY_ID ] ) && is_string( $_GET[ self::CATEGORY_ID ] ) ? absint( wp_unslash( $_GET[ self::CATEGORY_ID ] ) ) : 0,
			'perPage'        => self::PER_PAGE,
		);
		// No nonce: which category the page opens on; the list checks visibility as for any read.
		$shown           = isset( $_GET[ self::CATEGORY ] ) && is_string( $_GET[ self::CATEGORY ] ) ? absint( wp_unslash( $_GET[ self::CATEGORY ] ) ) : 0;
		$this->first['category'] = $shown ? $shown : $data['categoryId'];
		$data['preload']         = $this->preload( $this->first['category'], (bool) $data['canManage'] );
		return $data;
	}

	/**
	 * The answers the app asks for first, computed in this request (as the block editor preloads
	 * its own), so the first files show without waiting for REST requests: the categories, the
	 * first page of the opening category's files and, for managers, the upload limits. The app
	 * asks for exactly these paths (src/files/admin/api.ts); an answer that is not a 200 is left
	 * out, and the app then asks the server as usual.
	 *
	 * @param int  $category The category the page opens on, 0 for all files.
	 * @param bool $manager  Whether the user manages the library (only managers upload).
	 * @return array<string, array{body: mixed, headers: array<string, mixed>}> By path.
	 */
	private function preload( int $category, bool $manager ): array {
		$namespace = '/' . Modules_Controller::NAMESPACE;
		$files     = array_filter(
			array(
				'category' => $category,
				'page'     => 1,
				'per_page' => self::PER_PAGE,
			)
		);
		$paths     = array(
			$namespace . Categories_Controller::ROUTE,
			$namespace . Files_Controller::ROUTE . '?' . http_build_query( $files ),
		);
		$this->first['categories'] = $paths[0];
		$this->first['files']      = $paths[1];
		if ( $manager ) {
			$paths[] = $namespace . Uploads_Controller::ROUTE;
		}
		return array_reduce( $paths, 'rest_preload_api_request', array() );
	}

	/**
	 * Whether the request is for this page as the insert modal's frame (`page=wpfd&caninsert=1`).
	 * Only then is the page registered for people who may edit posts, so the menu never shows
	 * them an entry on other screens.
	 */
	public static function is_insert_request(): bool {
		// No nonce: display flags, no state change.
		$page   = isset( $_GET['page'] ) && is_string( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : '';
		$insert = isset( $_GET[ self::CAN_INSERT ] ) && is_string( $_GET[ self::CAN_INSERT ] ) ? sanitize_key( wp_unslash( $_GET[ self::CAN_INSERT ] ) ) : '';
		return self::SLUG === $page && '1' === $insert;
	}

	/**
	 * Whether the current user may open the page: library managers always, people who may edit
	 * posts in insert mode.
	 */
	public static function may_open(): bool {
		return Permissions::can_manage() || ( self::is_insert_request() && current_user_can( self::INSERT_CAPABILITY ) );
	}

	/**
	 * The page inside the admin: its heading and the app's mount point.
	 */
	public function render(): void {
		if ( ! self::may_open() ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'frontage' ), 403 );
		}
		$this->render_app( false );
	}

	/**
	 * The first view the mount point holds until the app replaces it: the tree and the first
	 * page of files, from the same answers the app is handed.
	 *
	 * @return string HTML.
	 */
	public function first_view(): string {
		$data = $this->data();
		return Admin_Page_Markup::from_app_data( $data, $this->first['categories'], $this->first['files'], $this->first['category'] )->html();
	}

	/**
	 * The heading and the mount point, holding the first view (busy until the app has mounted).
	 *
	 * @param bool $framed Whether the page is shown without the admin's chrome.
	 */
	private function render_app( bool $framed ): void {
		// The admin's own screen has its main landmark already; the framed page has only this.
		$tag = $framed ? 'main' : 'div';
		?>
		<<?php echo esc_html( $tag ); ?> class="wrap<?php echo $framed ? ' frontage-files-frame' : ''; ?>">
			<h1><?php esc_html_e( 'Files', 'frontage' ); ?></h1>
			<div id="<?php echo esc_attr( self::ROOT_ID ); ?>" aria-busy="true">
				<noscript><p><?php esc_html_e( 'The file library manager needs JavaScript.', 'frontage' ); ?></p></noscript>
				<?php
				// Printed as is: Admin_Page_Markup escapes every value it prints.
				echo $this->first_view();
				?>
			</div>
		</<?php echo esc_html( $tag ); ?>>
		<?php
		$this->add_script_data();
	}
}

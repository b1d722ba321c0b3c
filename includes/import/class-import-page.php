<?php
/**
 * Tools → Frontage import: the screen that finds a source, runs a dry run, then the import with
 * its progress (docs/migration.md "The import screen").
 *
 * @package Frontage
 */

namespace Frontage\Import;

use Frontage\Assets;
use Frontage\Files\Admin_Page;
use Frontage\Files\Permissions;
use Frontage\Rest\Modules_Controller;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * PHP prints the heading and the mount point; the React app in src/import/admin fills it and
 * talks to the imports' REST routes (Imports_Controller), which check the capability and the
 * nonce on every request. Built at `admin_menu` by the Files module, so no other request loads
 * it.
 */
final class Import_Page {

	/**
	 * The page slug: tools.php?page=frontage-import.
	 */
	public const SLUG = 'frontage-import';

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'frontage-import-admin';

	/**
	 * The built entry of the app (src/import/admin/index.tsx).
	 */
	public const ENTRY = 'import/admin/index';

	/**
	 * Id of the element the app mounts into.
	 */
	public const ROOT_ID = 'frontage-import-admin';

	/**
	 * The global the app reads its data from.
	 */
	public const DATA_GLOBAL = 'frontageImportAdmin';

	/**
	 * The menu's capability for library managers. Who they are is Permissions::can_manage()'s
	 * answer, the one the imports' REST routes ask (Permissions::rest_check()); everyone else
	 * gets a capability nobody has, so WordPress hides the entry and answers the page with its
	 * own 403.
	 */
	private const CAPABILITY = 'upload_files';

	/**
	 * The capability nobody has (WordPress's own), for everyone else.
	 */
	private const NOBODY = 'do_not_allow';

	/**
	 * The REST answers the app reads first (src/import/admin/api.ts), preloaded: the sources and
	 * the imports (reading them runs no batch).
	 */
	private const PRELOAD = array( Imports_Controller::SOURCES_ROUTE, Imports_Controller::ROUTE );

	/**
	 * The screen's hook suffix, once the menu is added.
	 *
	 * @var string
	 */
	private string $hook_suffix = '';

	/**
	 * Takes how the page loads its app.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Tools → Frontage import, and the app's script on that screen only.
	 */
	public function add_menu(): void {
		$hook = add_management_page(
			__( 'Frontage import', 'frontage' ),
			__( 'Frontage import', 'frontage' ),
			self::capability(),
			self::SLUG,
			array( $this, 'render' )
		);
		if ( $hook ) {
			$this->hook_suffix = $hook;
			add_action( 'load-' . $hook, array( $this, 'load' ) );
			add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		}
	}

	/**
	 * The menu's capability for the current user.
	 */
	public static function capability(): string {
		return Permissions::can_manage() ? self::CAPABILITY : self::NOBODY;
	}

	/**
	 * Runs before any output on the page: checks the user again (the menu's capability alone
	 * lets authors in).
	 */
	public function load(): void {
		if ( ! Permissions::can_manage() ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'frontage' ), 403 );
		}
	}

	/**
	 * Loads the app on its own screen, with its data and its first answers.
	 *
	 * @param string $hook_suffix The current admin screen.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $this->hook_suffix !== $hook_suffix || ! Permissions::can_manage() ) {
			return;
		}
		// Assets registers the script with its translations (wp_set_script_translations()).
		if ( ! $this->assets->enqueue_script( self::HANDLE, self::ENTRY ) ) {
			return;
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.' . self::DATA_GLOBAL . ' = ' . wp_json_encode( $this->app_data() ) . ';',
			'before'
		);
		$namespace = '/' . Modules_Controller::NAMESPACE;
		$preload   = array_reduce(
			array_map( static fn ( string $route ): string => $namespace . $route, self::PRELOAD ),
			'rest_preload_api_request',
			array()
		);
		if ( $preload ) {
			wp_add_inline_script(
				'wp-api-fetch',
				sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( $preload ) ),
				'after'
			);
		}
	}

	/**
	 * What the app needs from the server.
	 *
	 * @return array<string, mixed>
	 */
	public function app_data(): array {
		return array(
			'rootId'     => self::ROOT_ID,
			// The library the imported files land in: Frontage → Files.
			'libraryUrl' => esc_url_raw( admin_url( 'admin.php?page=' . Admin_Page::SLUG ) ),
		);
	}

	/**
	 * The screen: its heading and the app's mount point.
	 */
	public function render(): void {
		if ( ! Permissions::can_manage() ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'frontage' ), 403 );
		}
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Frontage import', 'frontage' ); ?></h1>
			<div id="<?php echo esc_attr( self::ROOT_ID ); ?>" class="frontage-import">
				<noscript><p><?php esc_html_e( 'The import screen needs JavaScript.', 'frontage' ); ?></p></noscript>
			</div>
		</div>
		<?php
	}
}

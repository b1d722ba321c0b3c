<?php
/**
 * The task file.display (docs/files.md): a file's details for the pop-up boxes of the `ggd` and `preview`
 * themes (docs/files.md "The file table").
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Ajax_Router;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * `GET admin-ajax.php?action=wpfd&task=file.display&view=file&id={fileId}&categoryid={id}&rootcat={id}`
 * answers `{ success: true, file: { ID, ext, linkdownload, post_title, … } }` — the `file` key is
 * what existing pop-up templates read (`file.post_title`, `file.linkdownload`). A file the asker
 * may not see, or any bad id, gets the same 404 `{ success: false, data: { message } }`.
 */
final class File_Display_Task {

	/**
	 * The task's wire name, a public contract.
	 */
	public const TASK = 'file.display';

	/**
	 * The task's parameters (wire names, docs/files.md "The file table").
	 */
	public const PARAM_ID            = 'id';
	public const PARAM_CATEGORY      = 'categoryid';
	public const PARAM_VIEW          = 'view';
	public const PARAM_ROOT_CATEGORY = 'rootcat';

	/**
	 * Takes its dependencies.
	 *
	 * @param Library     $library The file library.
	 * @param Ajax_Router $router  The `action=wpfd` dispatcher.
	 */
	public function __construct( private Library $library, private Ajax_Router $router ) {}

	/**
	 * Registers the task.
	 */
	public function add_hooks(): void {
		$this->router->register( self::TASK, array( $this, 'handle' ) );
	}

	/**
	 * Answers the request as JSON. A read: no nonce, visibility decides.
	 */
	public function handle(): void {
		// No nonce: a read; visibility is checked.
		$id       = (string) Ajax_Router::string_param( $_REQUEST, self::PARAM_ID );
		$category = (string) Ajax_Router::string_param( $_REQUEST, self::PARAM_CATEGORY );
		// Not used, but part of the contract: a list there is refused like anywhere else.
		Ajax_Router::string_param( $_REQUEST, self::PARAM_VIEW );
		Ajax_Router::string_param( $_REQUEST, self::PARAM_ROOT_CATEGORY );
		$details = $this->details( $id, $category );
		if ( is_wp_error( $details ) ) {
			Ajax_Router::send_error( $details );
		}
		wp_send_json(
			array(
				'success' => true,
				'file'    => $details,
			)
		);
	}

	/**
	 * A visible file's details as the pop-ups read them.
	 *
	 * `categoryid`, when it is a category id, must be the file's category or one of its
	 * ancestors (a table lists files of sub-categories too); otherwise the answer is the same
	 * 404 as for a file the asker may not see, so it tells nothing about other categories.
	 * Empty, 0 or non-numeric values (a theme that has no category to send) are ignored, and
	 * `rootcat` only names the table's root category for styling, so it is not read.
	 *
	 * @param mixed         $id          File id as it arrived.
	 * @param mixed         $category_id `categoryid` as it arrived.
	 * @param \WP_User|null $user        The asker; null for the current user.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function details( mixed $id, mixed $category_id = '', ?\WP_User $user = null ): array|\WP_Error {
		$file = $this->library->find_visible( $id, $user );
		if ( is_wp_error( $file ) ) {
			return $file;
		}
		$category_id = Library::parse_id( $category_id );
		if ( $category_id && ! in_array( $category_id, $this->library->categories()->chain( $file->category_id ), true ) ) {
			// The same error find_visible() gives, word for word.
			return $this->library->find_visible( 0 );
		}

		$category = $file->category_id ? $this->library->categories()->get( $file->category_id ) : null;
		$created  = (int) strtotime( $file->created );
		$updated  = (int) strtotime( $file->updated );
		$format   = (string) get_option( 'date_format' );

		return array(
			'ID'                => $file->id,
			// Plain text: titles are stored as HTML (`&amp;`), and pop-ups escape what they print.
			'post_title'        => html_entity_decode( wp_strip_all_tags( $file->title ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'ext'               => $file->ext,
			'linkdownload'      => Downloads::url( $file->id ),
			// Only for types a browser shows safely (PDF, images but SVG, audio, video).
			'linkview'          => Downloads::can_show_inline( $file->mime ) ? Downloads::url( $file->id, true ) : '',
			'description'       => $file->safe_description(),
			'size'              => $file->size,
			'size_formatted'    => (string) size_format( $file->size, $file->size >= 1024 ? 1 : 0 ),
			'version'           => $file->version,
			'created'           => $file->created,
			'updated'           => $file->updated,
			'created_formatted' => (string) wp_date( $format, $created ),
			'updated_formatted' => (string) wp_date( $format, $updated ),
			'downloads'         => $file->downloads,
			'catid'             => $file->category_id,
			'category'          => $category ? array(
				'id'   => $category['id'],
				'name' => $category['name'],
			) : null,
			'tags'              => $file->tags,
			// `{ label, type, value }`; a `url` field is a link with the label as its text.
			'custom_fields'     => $file->safe_custom_fields(),
		);
	}
}

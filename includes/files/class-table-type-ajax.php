<?php
/**
 * `admin-ajax.php` `action=get_table_type_by_id` (docs/api.md "The table type call"): the type of
 * a saved table, which the block editor asks to decide whether the "Table view" setting applies.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Answers `{ "tableType": "files" }` or `{ "tableType": "woo_commerce" }` for a saved table, and
 * `{ "tableType": null }` (404) for an id that names none or (400) for a missing or malformed
 * one. Open to anyone, logged in or not: it reads nothing but the type of a preset, which every
 * page showing that table reveals anyway, and changes nothing (so no nonce).
 */
final class Table_Type_Ajax {

	/**
	 * The admin-ajax action, a public contract.
	 */
	public const ACTION = Files_Module::TABLE_TYPE_ACTION;

	/**
	 * The parameter naming the table, a public contract.
	 */
	public const PARAM = 'table_id';

	/**
	 * The answer's one key, a public contract.
	 */
	public const KEY = 'tableType';

	/**
	 * Takes the presets it reads.
	 *
	 * @param Table_Presets $presets The presets.
	 */
	public function __construct( private Table_Presets $presets ) {}

	/**
	 * Adds the action for visitors and signed-in users.
	 */
	public function add_hooks(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'answer' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'answer' ) );
	}

	/**
	 * The answer: always exactly `{ "tableType": … }`.
	 */
	public function answer(): void {
		// No nonce: a read of one preset's type; nothing changes. Callers post a form
		// (docs/api.md, "The table type call"); a GET is answered the same way.
		$raw = $_POST[ self::PARAM ] ?? $_GET[ self::PARAM ] ?? null;
		$id  = is_scalar( $raw ) ? Library::parse_id( trim( sanitize_text_field( wp_unslash( (string) $raw ) ) ) ) : 0;
		if ( ! $id ) {
			self::send( null, 400 );
		}
		$type = $this->presets->type_of( $id );
		self::send( $type, null === $type ? 404 : 200 );
	}

	/**
	 * Sends the answer and ends the request.
	 *
	 * @param string|null $type   The type, or null.
	 * @param int         $status The HTTP status.
	 */
	private static function send( ?string $type, int $status ): never {
		// Set here rather than by wp_send_json(), which skips it once output has begun (see Ajax_Router::send_error()).
		status_header( $status );
		nocache_headers();
		wp_send_json( array( self::KEY => $type ), $status );
	}
}

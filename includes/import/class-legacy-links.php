<?php
/**
 * The old links of WP File Download and Download Monitor, kept working after an import:
 * their shortcodes, blocks and download addresses (docs/migration.md "Old links").
 *
 * @package Frontage
 */

namespace Frontage\Import;

use Frontage\Ajax_Router;
use Frontage\Files\Library;
use Frontage\Lazy;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * What the Files module's hooks call (Files_Module::add_legacy_link_hooks()): it is built only by a
 * request that meets an old shortcode, block or address, and builds only the part that request
 * needs. While the plugin a link belongs to is active, the link is left to it.
 */
final class Legacy_Links {

	/**
	 * The constant WP File Download defines while it is active.
	 */
	public const WPFD_ACTIVE = 'WPFD_VERSION';

	/**
	 * The constant Download Monitor defines while it is active.
	 */
	public const DLM_ACTIVE = 'DLM_VERSION';

	/**
	 * The id map, shared by the parts.
	 *
	 * @var Id_Map
	 */
	private Id_Map $map;

	/**
	 * WP File Download's shortcodes, once built.
	 *
	 * @var Wpfd_Shortcodes|null
	 */
	private ?Wpfd_Shortcodes $wpfd = null;

	/**
	 * Takes the library and Frontage's own shortcodes, each built when first needed.
	 *
	 * @param Lazy   $library    Builds the file library.
	 * @param object $shortcodes File_Shortcodes, or a Lazy that builds it.
	 */
	public function __construct( private Lazy $library, private object $shortcodes ) {
		$this->map = new Id_Map();
	}

	/**
	 * One of WP File Download's shortcodes (registered only where WP File Download registered none).
	 *
	 * @param array<string, string>|string $atts    Its attributes.
	 * @param string|null                  $content Its content (none).
	 * @param string                       $tag     Which.
	 * @return string HTML.
	 */
	public function render_shortcode( array|string $atts, ?string $content = null, string $tag = '' ): string {
		return $this->wpfd()->render( $atts, $tag );
	}

	/**
	 * One of their blocks, or null while the plugin it belongs to is active (then it renders as
	 * that plugin has it render).
	 *
	 * @param array<string, mixed> $block The parsed block.
	 * @return string|null HTML.
	 */
	public function render_block( array $block ): ?string {
		$dlm = Legacy_Blocks::DLM_BUTTON === ( $block['blockName'] ?? '' );
		if ( defined( $dlm ? self::DLM_ACTIVE : self::WPFD_ACTIVE ) ) {
			return null;
		}
		return ( new Legacy_Blocks( $this->map, $this->wpfd(), $this->shortcodes ) )->render( $block );
	}

	/**
	 * `admin-ajax.php?action=wpfd&task=file.download&wpfd_category_id=…&wpfd_file_id=…`: the
	 * imported file's download address, or a 404 on the wire (`{ success: false, data: { message } }`).
	 */
	public function answer_download_task(): void {
		// No nonce: a download changes nothing but its count (which the address it sends to counts).
		$source  = Ajax_Router::string_param( $_REQUEST, Legacy_Downloads::FILE_PARAM ) ?? Ajax_Router::string_param( $_REQUEST, Legacy_Downloads::OLD_FILE_PARAM ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$preview = '1' === Ajax_Router::string_param( $_REQUEST, Legacy_Downloads::PREVIEW_PARAM ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$answer  = $this->downloads()->answer( Library::parse_id( $source ), $preview );
		if ( 404 === $answer['status'] ) {
			Ajax_Router::send_error( new \WP_Error( 'frontage_file_not_found', $answer['message'], array( 'status' => 404 ) ) );
		}
		self::send( $answer );
	}

	/**
	 * A front-end address shaped like an old download address (Files_Module::may_be_old_address()):
	 * WP File Download's task on the front end (`/?action=wpfd&task=file.download&wpfd_file_id=…`)
	 * or its pretty address, Download Monitor's endpoint. Answers and ends the request when it is
	 * one; else WordPress goes on.
	 *
	 * @param \WP $wp The request WordPress parsed.
	 */
	public function answer_address( \WP $wp ): void {
		// No nonce: which address this is; a download changes nothing but its count.
		$query = wp_unslash( $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$path  = (string) $wp->request;
		if ( ! defined( self::WPFD_ACTIVE ) ) {
			$task = is_scalar( $query[ Ajax_Router::TASK ] ?? null ) ? (string) $query[ Ajax_Router::TASK ] : '';
			if ( Legacy_Downloads::TASK === $task && isset( $query[ Legacy_Downloads::FILE_PARAM ] ) ) {
				$source = is_scalar( $query[ Legacy_Downloads::FILE_PARAM ] ) ? Library::parse_id( (string) $query[ Legacy_Downloads::FILE_PARAM ] ) : 0;
				self::send( $this->downloads()->answer( $source, '1' === ( $query[ Legacy_Downloads::PREVIEW_PARAM ] ?? '' ) ) );
			}
			$answer = $this->downloads()->answer_path( $path );
			if ( $answer ) {
				self::send( $answer );
			}
		}
		if ( ! defined( self::DLM_ACTIVE ) ) {
			$answer = ( new Dlm_Redirect( $this->map, $this->library ) )->answer( $path, $query );
			if ( $answer ) {
				self::send( $answer );
			}
		}
	}

	/**
	 * Sends an answer and ends the request: a permanent redirect (not kept by browsers, so that
	 * undoing an import takes effect at once), or WordPress's error page with the status.
	 *
	 * @param array{status: int, location: string, message: string} $answer From Legacy_Downloads or Dlm_Redirect.
	 */
	public static function send( array $answer ): never {
		nocache_headers();
		if ( '' !== $answer['location'] ) {
			wp_safe_redirect( $answer['location'], $answer['status'], 'Frontage' );
			exit;
		}
		wp_die( esc_html( $answer['message'] ), esc_html__( 'File not available', 'frontage' ), array( 'response' => (int) $answer['status'] ) );
	}

	/**
	 * WP File Download's shortcodes.
	 */
	private function wpfd(): Wpfd_Shortcodes {
		$this->wpfd ??= new Wpfd_Shortcodes( $this->map, $this->shortcodes );
		return $this->wpfd;
	}

	/**
	 * WP File Download's download addresses.
	 */
	private function downloads(): Legacy_Downloads {
		return new Legacy_Downloads( $this->map, $this->library );
	}
}

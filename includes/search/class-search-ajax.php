<?php
/**
 * The search tasks on `admin-ajax.php?action=wpfd` (docs/search.md "Wire"): `search.display` (results
 * and suggestions) and `search.getTagByCatId`.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Ajax_Router;
use Frontage\Files\Files_Module;
use Frontage\Files\Library;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Thin transports over Search_Service, rendered by Search_Results.
 *
 * No nonce: both tasks are public reads that change nothing (docs/files.md "Who may change what": every search action is
 * open to visitors), and a nonce in a cached page would go stale. Visibility is the service's:
 * it never returns a file, tag or category the asker may not see.
 */
final class Search_Ajax {

	/**
	 * The results and suggestions task, a public contract.
	 */
	public const TASK_DISPLAY = 'search.display';

	/**
	 * The tags-of-a-category task, a public contract.
	 */
	public const TASK_TAGS = 'search.getTagByCatId';

	/**
	 * The flag that asks search.display for the suggestion list.
	 */
	public const SUGGESTION_FLAG = 'make_file_suggestion';

	/**
	 * The optional query argument naming the locale of the answer's words.
	 */
	public const LANG = 'lang';

	/**
	 * The field a block with browse all sends with each search (docs/search.md "Browse all").
	 */
	public const BROWSE = 'browse';

	/**
	 * The tags task's parameters.
	 */
	public const PARAM_CATEGORY_ID   = 'catId';
	public const PARAM_CATEGORY_TYPE = 'catType';
	public const PARAM_CATEGORY_SLUG = 'catSlug';

	/**
	 * What the tags task answers when the category has no visible tagged files (docs/search.md "Wire").
	 */
	public const NO_TAGS = '0';

	/**
	 * The most suggestions listed.
	 */
	private const MAX_SUGGESTIONS = 10;

	/**
	 * Takes its dependencies.
	 *
	 * @param Search_Service $service The search service.
	 * @param Search_Results $results The results HTML.
	 * @param Ajax_Router    $router  The `action=wpfd` dispatcher.
	 */
	public function __construct( private Search_Service $service, private Search_Results $results, private Ajax_Router $router ) {}

	/**
	 * Registers the tasks.
	 */
	public function add_hooks(): void {
		$this->router->register( self::TASK_DISPLAY, array( $this, 'display' ) );
		$this->router->register( self::TASK_TAGS, array( $this, 'tags' ) );
	}

	/**
	 * `POST task=search.display`: the results HTML (or the notice of a search the settings
	 * refuse), or the suggestion list with
	 * `make_file_suggestion=1`; a 400 `{ success: false, data: { message } }` for bad input, a
	 * 405 for another method.
	 */
	public function display(): void {
		// No nonce: a public read; see the class comment.
		$lang = (string) Ajax_Router::string_param( $_GET, self::LANG );
		$raw  = wp_unslash( $_POST );
		$answer = $this->display_answer( self::method(), is_array( $raw ) ? $raw : array(), $lang, self::page_url() );
		if ( is_wp_error( $answer ) ) {
			if ( 405 === ( $answer->get_error_data()['status'] ?? 0 ) && ! headers_sent() ) {
				header( 'Allow: POST' );
			}
			Ajax_Router::send_error( $answer );
		}
		if ( ! headers_sent() ) {
			header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
			// The answer depends on who asks: never stored by a shared cache.
			header( 'Cache-Control: private, no-store' );
		}
		echo $answer; // Printed as is: Search_Results escapes every part.
	}

	/**
	 * What search.display answers a request, in the locale it asks for.
	 *
	 * @param string               $method   The HTTP method.
	 * @param array<string, mixed> $raw      The posted fields, unslashed.
	 * @param string               $lang     The `lang` argument: a locale such as `de_DE`, or ''.
	 * @param string               $page_url The search page, its search fields removed (for links).
	 * @param \WP_User|null        $user     The asker; null for the current user.
	 * @return string|\WP_Error HTML; a 405 for a method other than POST, a 400 for bad input.
	 */
	public function display_answer( string $method, array $raw, string $lang, string $page_url, ?\WP_User $user = null ): string|\WP_Error {
		if ( 'POST' !== $method ) {
			return new \WP_Error( 'frontage_search_method', __( 'Searches are sent with POST.', 'frontage' ), array( 'status' => 405 ) );
		}
		$switched = '' !== $lang && preg_match( '/^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8}){0,2}$/', $lang ) && switch_to_locale( str_replace( '-', '_', $lang ) );
		$answer   = $this->answer( $raw, $page_url, $user );
		if ( $switched ) {
			restore_previous_locale();
		}
		return $answer;
	}

	/**
	 * The HTML search.display answers for a request's fields.
	 *
	 * @param array<string, mixed> $raw      The posted fields, unslashed.
	 * @param string               $page_url The search page, its search fields removed (for links).
	 * @param \WP_User|null        $user     The asker; null for the current user.
	 * @return string|\WP_Error The results or suggestion list; a 400 for bad input.
	 */
	public function answer( array $raw, string $page_url, ?\WP_User $user = null ): string|\WP_Error {
		$settings = Search_Settings::get();
		// A block with browse all sends `browse=1`: an empty search lists the newest files
		// (docs/search.md "Browse all").
		$browse   = isset( $raw[ self::BROWSE ] ) && is_scalar( $raw[ self::BROWSE ] ) && rest_sanitize_boolean( $raw[ self::BROWSE ] );
		$browsed  = $browse ? Search_Form::browse_order( $raw ) : array();
		$request  = Search_Request::from_input( array_merge( $raw, $browsed ), $settings['date_format'] );
		if ( is_wp_error( $request ) ) {
			return $request;
		}
		if ( $request->suggestion ) {
			return $settings['suggestions'] ? $this->results->suggestions( $this->service->suggest( $request, $user, self::MAX_SUGGESTIONS ) ) : '';
		}
		$refusal = $request->refusal( $settings, $browse );
		if ( null !== $refusal ) {
			// What the page says without JavaScript: the settings' answer, not a failure to try
			// again (docs/search.md "Wire").
			return Search_Form::message( $refusal, 'notice' );
		}
		// The browse order stays out of the links while it holds, as on the page.
		return $this->results->render( $request, $this->service->search( $request, $user ), $page_url, $settings['download_selected'], $browsed );
	}

	/**
	 * `GET task=search.getTagByCatId&catId=&catType=&catSlug=`: the string `0` when the category
	 * has no visible tagged files, else `{ success: true, tags: [ { id, name, slug } ], message: '' }`;
	 * `{ success: false, tags: [], message }` with a 4xx for a bad, unknown or hidden category.
	 * `catType` is not read: Frontage has one kind of category.
	 */
	public function tags(): void {
		// No nonce: a public read; see the class comment.
		$id   = (string) Ajax_Router::string_param( $_GET, self::PARAM_CATEGORY_ID );
		$slug = sanitize_title( (string) Ajax_Router::string_param( $_GET, self::PARAM_CATEGORY_SLUG ) );
		// Not used (one kind of category), but a list there is refused like anywhere else.
		Ajax_Router::string_param( $_GET, self::PARAM_CATEGORY_TYPE );
		$tags = 'GET' === self::method() || 'HEAD' === self::method()
			? $this->tags_for( $id, $slug )
			: new \WP_Error( 'frontage_search_method', __( 'Tags are asked for with GET.', 'frontage' ), array( 'status' => 405 ) );

		if ( is_wp_error( $tags ) ) {
			$data = $tags->get_error_data();
			wp_send_json(
				array(
					'success' => false,
					'tags'    => array(),
					'message' => $tags->get_error_message(),
				),
				is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400
			);
			exit;
		}
		if ( ! $tags ) {
			if ( ! headers_sent() ) {
				header( 'Content-Type: text/plain; charset=' . get_option( 'blog_charset' ) );
			}
			echo self::NO_TAGS; // Printed as is: a constant.
			return;
		}
		wp_send_json(
			array(
				'success' => true,
				'tags'    => $tags,
				'message' => '',
			)
		);
	}

	/**
	 * The tags of a category named by id (or, without one, by slug).
	 *
	 * @param string        $id   `catId` as it arrived: a category id, or '' / 0 for all.
	 * @param string        $slug `catSlug`, sanitized.
	 * @param \WP_User|null $user The asker; null for the current user.
	 * @return list<array{id: int, name: string, slug: string}>|\WP_Error
	 */
	public function tags_for( string $id, string $slug, ?\WP_User $user = null ): array|\WP_Error {
		$id = trim( $id );
		if ( '' === $id || '0' === $id ) {
			$category = 0;
			if ( '' !== $slug ) {
				$term     = get_term_by( 'slug', $slug, Files_Module::CATEGORY_TAXONOMY );
				$category = $term instanceof \WP_Term ? $term->term_id : -1;
			}
		} else {
			$category = Library::parse_id( $id );
			if ( ! $category ) {
				return new \WP_Error( 'frontage_search_invalid', __( 'The category must be a category id.', 'frontage' ), array( 'status' => 400 ) );
			}
		}
		return $this->service->tags_for_category( $category, $user );
	}

	/**
	 * The request's HTTP method.
	 */
	private static function method(): string {
		return isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
	}

	/**
	 * The search page the request came from, its search fields removed: where the results'
	 * sort and page links lead. The site's home page when the browser did not say.
	 */
	private static function page_url(): string {
		$referer = wp_get_referer();
		return remove_query_arg( Search_Results::FIELDS, $referer ? $referer : home_url( '/' ) );
	}
}

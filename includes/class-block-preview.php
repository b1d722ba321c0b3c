<?php
/**
 * Knows when the block editor's preview of one of Frontage's blocks is being rendered
 * (WordPress's block renderer, /wp/v2/block-renderer/frontage/…), so that blocks can add notes
 * for editors, or skip work, that visitors never get.
 *
 * @package Frontage
 */

namespace Frontage;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Set on while the block renderer's callbacks run, off after. The File category, File and File
 * search blocks each hold one.
 */
final class Block_Preview {

	/**
	 * The block renderer's route prefix for Frontage's blocks.
	 */
	public const ROUTE = '/wp/v2/block-renderer/frontage/';

	/**
	 * Whether the request being served is such a preview.
	 *
	 * @var bool
	 */
	private bool $active = false;

	/**
	 * Adds its hooks.
	 */
	public function add_hooks(): void {
		add_filter( 'rest_request_before_callbacks', array( $this, 'enter' ), 10, 3 );
		add_filter( 'rest_request_after_callbacks', array( $this, 'leave' ), 10, 3 );
	}

	/**
	 * Whether the editor's preview of one of Frontage's blocks is being rendered now.
	 */
	public function is_active(): bool {
		return $this->active;
	}

	/**
	 * Notes that a preview starts.
	 *
	 * @param mixed            $response The response so far (passed through).
	 * @param array            $handler  The route's handler.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed The response, unchanged.
	 */
	public function enter( mixed $response, array $handler, \WP_REST_Request $request ): mixed {
		unset( $handler );
		if ( str_starts_with( $request->get_route(), self::ROUTE ) ) {
			$this->active = true;
		}
		return $response;
	}

	/**
	 * Notes that the request's callbacks are done.
	 *
	 * @param mixed            $response The response (passed through).
	 * @param array            $handler  The route's handler.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed The response, unchanged.
	 */
	public function leave( mixed $response, array $handler, \WP_REST_Request $request ): mixed {
		unset( $handler, $request );
		$this->active = false;
		return $response;
	}
}

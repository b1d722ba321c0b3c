<?php
/**
 * The spec's wire contract: `admin-ajax.php?action=wpfd&task=…` (SPEC §7), kept exactly for the
 * sites and themes that already call it. Each task is a thin transport over a service.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Dispatches `action=wpfd` requests, from visitors and logged-in users alike, to the handler
 * registered for their `task`. Handlers check what their task needs (visibility of every id,
 * nonces for state changes) and write their own answer: JSON, or a streamed file.
 */
final class Ajax_Router {

	/**
	 * The admin-ajax action, a public contract.
	 */
	public const ACTION = 'wpfd';

	/**
	 * Handlers by task name.
	 *
	 * @var array<string, callable(): void>
	 */
	private array $tasks = array();

	/**
	 * Listens for the action, for visitors and users.
	 */
	public function add_hooks(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'dispatch' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'dispatch' ) );
	}

	/**
	 * Registers the handler of a task, e.g. `file.display`.
	 *
	 * @param string   $task    Task name as it appears on the wire.
	 * @param callable $handler Called with no arguments; reads the request and answers.
	 */
	public function register( string $task, callable $handler ): void {
		$this->tasks[ $task ] = $handler;
	}

	/**
	 * The tasks registered, for tests and docs.
	 *
	 * @return string[]
	 */
	public function tasks(): array {
		return array_keys( $this->tasks );
	}

	/**
	 * Runs the handler of the request's task, or answers 400 for an unknown task.
	 */
	public function dispatch(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only; handlers verify what they change.
		$task = isset( $_REQUEST['task'] ) ? sanitize_text_field( wp_unslash( (string) $_REQUEST['task'] ) ) : '';
		if ( ! isset( $this->tasks[ $task ] ) ) {
			self::send_error( new \WP_Error( 'frontage_unknown_task', __( 'Unknown request.', 'frontage' ), array( 'status' => 400 ) ) );
		}
		( $this->tasks[ $task ] )();
		wp_die( '', '', array( 'response' => 200 ) );
	}

	/**
	 * Answers a failure the way the spec's front end reads it: `{ success: false, data: { message } }`
	 * (SPEC §8: the page alerts data.message), with the error's HTTP status.
	 *
	 * @param \WP_Error $error What went wrong.
	 */
	public static function send_error( \WP_Error $error ): never {
		$data = $error->get_error_data();
		wp_send_json(
			array(
				'success' => false,
				'data'    => array(
					'message' => $error->get_error_message(),
					'code'    => $error->get_error_code(),
				),
			),
			is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400
		);
		exit;
	}
}

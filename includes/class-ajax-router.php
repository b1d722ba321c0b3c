<?php
/**
 * The wire contract: `admin-ajax.php?action=wpfd&task=…` (docs/files.md, docs/search.md "Wire"), kept exactly for the
 * sites and themes that already call it. Each task is a thin transport over a service.
 *
 * @package Frontage
 */

namespace Frontage;

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
	 * The parameter naming the task, a public contract.
	 */
	public const TASK = 'task';

	/**
	 * Error code of a parameter sent as a list (`name[]=…`) where one value is expected.
	 */
	public const ERROR_NOT_SINGLE = 'frontage_invalid_param';

	/**
	 * Handlers by task name.
	 *
	 * @var array<string, callable(): void>
	 */
	private array $tasks = array();

	/**
	 * Callbacks that register more tasks, run on the first dispatch: a module's task services are
	 * built only for an `action=wpfd` request (docs/ARCHITECTURE.md "What a request loads").
	 *
	 * @var array<int, callable(self): void>
	 */
	private array $pending = array();

	/**
	 * Tasks answered before `init` (answer_before_init()): task name => what registers the data
	 * they read.
	 *
	 * @var array<string, callable(): void>
	 */
	private array $before_init = array();

	/**
	 * Listens for the action, for visitors and users. A request to admin-ajax.php for this action
	 * is answered as soon as WordPress is loaded (`wp_loaded`), before admin-ajax.php loads the
	 * admin's files (docs/ARCHITECTURE.md "What a request loads"): the same answers, the same
	 * headers, without loading 670 KB of PHP that no task uses. A task named by
	 * answer_before_init() is answered earlier still, once the theme is set up.
	 */
	public function add_hooks(): void {
		if ( ! Admin_Scope::wired() ) {
			return; // Not admin-ajax.php (Admin_Scope).
		}
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'dispatch' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'dispatch' ) );
		// No nonce: which request this is; the handlers verify what they change.
		if ( ! wp_doing_ajax() || ! isset( $_REQUEST['action'] ) || self::ACTION !== $_REQUEST['action'] ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			return;
		}
		$task    = is_scalar( $_REQUEST[ self::TASK ] ?? null ) ? sanitize_text_field( wp_unslash( (string) $_REQUEST[ self::TASK ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$prepare = $this->before_init[ $task ] ?? null;
		if ( null === $prepare ) {
			add_action( 'wp_loaded', array( $this, 'dispatch_early' ), PHP_INT_MAX );
			return;
		}
		add_action(
			'after_setup_theme',
			function () use ( $prepare ): void {
				$prepare();
				$this->dispatch_early();
			},
			PHP_INT_MAX
		);
	}

	/**
	 * Answers these tasks before `init`, when the plugins and the theme are loaded (their hooks
	 * apply) but WordPress has not yet registered its blocks, post types and the rest of `init`:
	 * about half a request's time (docs/ARCHITECTURE.md "What a request loads"). Only for tasks
	 * that read nothing `init` sets up but the data types `$prepare` registers.
	 *
	 * @param string[]         $tasks   Task names.
	 * @param callable(): void $prepare Registers what the tasks read (post types, taxonomies).
	 */
	public function answer_before_init( array $tasks, callable $prepare ): void {
		foreach ( $tasks as $task ) {
			$this->before_init[ $task ] = $prepare;
		}
	}

	/**
	 * Sends what admin-ajax.php sends before its actions (the allowed origin, the type, noindex,
	 * nosniff, no caching), then dispatches. Every task ends the request.
	 */
	public function dispatch_early(): void {
		send_origin_headers();
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		header( 'X-Robots-Tag: noindex' );
		send_nosniff_header();
		nocache_headers();
		$this->dispatch();
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
	 * Registers tasks later: `$add` is called with the router before the first dispatch, and
	 * builds the services whose tasks it registers (with register() or their add_hooks()).
	 *
	 * @param callable $add Called once with this router; registers tasks.
	 */
	public function add_tasks( callable $add ): void {
		$this->pending[] = $add;
	}

	/**
	 * Whether any task is registered, or will be on the first dispatch.
	 */
	public function has_tasks(): bool {
		return $this->tasks || $this->pending;
	}

	/**
	 * The tasks registered, for tests and docs.
	 *
	 * @return string[]
	 */
	public function tasks(): array {
		$this->add_pending();
		return array_keys( $this->tasks );
	}

	/**
	 * Runs the handler of the request's task, or answers 400 for an unknown task.
	 */
	public function dispatch(): void {
		// No nonce: routing only; handlers verify what they change.
		$task = (string) self::string_param( $_REQUEST, self::TASK );
		$this->add_pending();
		if ( ! isset( $this->tasks[ $task ] ) ) {
			self::send_error( new \WP_Error( 'frontage_unknown_task', __( 'Unknown request.', 'frontage' ), array( 'status' => 400 ) ) );
		}
		( $this->tasks[ $task ] )();
		wp_die( '', '', array( 'response' => 200 ) );
	}

	/**
	 * Runs the callbacks given to add_tasks() that have not run yet.
	 */
	private function add_pending(): void {
		while ( $this->pending ) {
			( array_shift( $this->pending ) )( $this );
		}
	}

	/**
	 * One text parameter of a wire request, sanitized: null when absent. A list (`name[]=x`, or
	 * `name[a]=x`) where one value is expected ends the request with a 400 naming the parameter,
	 * instead of PHP's "Array to string conversion" warning and a guess. Every wire task reads
	 * its text parameters through this (docs/api.md).
	 *
	 * @param array<string|int, mixed> $source The superglobal it arrived in: $_GET, $_POST or $_REQUEST (slashed).
	 * @param string                   $name   The parameter's name.
	 * @return string|null
	 */
	public static function string_param( array $source, string $name ): ?string {
		if ( ! array_key_exists( $name, $source ) || null === $source[ $name ] ) {
			return null;
		}
		$value = $source[ $name ];
		if ( ! is_scalar( $value ) ) {
			self::send_error( self::not_single( $name ) );
		}
		return sanitize_text_field( wp_unslash( (string) $value ) );
	}

	/**
	 * The 400 for a parameter sent as a list where one value is expected.
	 *
	 * @param string $name The parameter's name.
	 */
	public static function not_single( string $name ): \WP_Error {
		return new \WP_Error(
			self::ERROR_NOT_SINGLE,
			/* translators: %s: a request parameter's name, e.g. task. */
			sprintf( __( 'The parameter %s must be a single value, not a list.', 'frontage' ), $name ),
			array(
				'status' => 400,
				'param'  => $name,
			)
		);
	}

	/**
	 * Answers a failure the way the documented front end reads it (docs/api.md): `{ success: false, data: { message } }`
	 * (docs/files.md "The file table": the page shows data.message), with the error's HTTP status.
	 *
	 * @param \WP_Error $error What went wrong.
	 */
	public static function send_error( \WP_Error $error ): never {
		$data = $error->get_error_data();
		// Set here rather than by wp_send_json(), which skips it once output has begun: the
		// status_header filter then still sees the status (the tests read it there).
		status_header( is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400 );
		wp_send_json(
			array(
				'success' => false,
				'data'    => array(
					'message' => $error->get_error_message(),
					'code'    => $error->get_error_code(),
				),
			)
		);
		exit;
	}
}

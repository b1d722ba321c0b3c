<?php
/**
 * The base of Frontage's PHPUnit tests: helpers that create content and call the REST API the
 * way WordPress itself would, and undo everything a test created.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

use PHPUnit\Framework\TestCase;

/**
 * Shared by every test in tests/php. Create through these helpers so tearDown can clean up.
 */
abstract class Test_Case extends TestCase {

	/**
	 * Posts created by the test.
	 *
	 * @var int[]
	 */
	private array $created_posts = array();

	/**
	 * Users created by the test.
	 *
	 * @var int[]
	 */
	private array $created_users = array();

	/**
	 * Options changed by the test, with their earlier value (or null when absent).
	 *
	 * @var array<string, mixed>
	 */
	private array $changed_options = array();

	/**
	 * Every hook as it was before the test wired a plugin of its own (keep_hooks()), or null.
	 *
	 * @var array<string, \WP_Hook>|null
	 */
	private ?array $saved_hooks = null;

	/**
	 * Starts every test as a visitor, with a fresh REST server.
	 */
	protected function setUp(): void {
		parent::setUp();
		// With a persistent object cache (the php-redis step), what an earlier test — or an
		// earlier run on the same Redis — left in the cache outlives it: rows it wrote or deleted
		// with $wpdb, and options it restored, would be read back stale. Each test starts from
		// what the database holds. WordPress's own cache forgets nothing between tests either,
		// but lives only as long as this process, as the suite always has.
		if ( wp_using_ext_object_cache() ) {
			wp_cache_flush();
		}
		wp_set_current_user( 0 );
		$GLOBALS['wp_rest_server'] = null;
	}

	/**
	 * Saves every hook, restored after the test: for a test that wires a Plugin of its own
	 * (made-up modules, its own Settings), whose hooks would otherwise stay for every later
	 * test (a hook on `rest_api_init` would register its Settings' options with its made-up
	 * modules for every later REST test).
	 */
	protected function keep_hooks(): void {
		$this->saved_hooks = array();
		foreach ( $GLOBALS['wp_filter'] as $name => $hook ) {
			$this->saved_hooks[ $name ] = clone $hook;
		}
	}

	/**
	 * Deletes what the test created and restores the options it changed.
	 */
	protected function tearDown(): void {
		if ( null !== $this->saved_hooks ) {
			$GLOBALS['wp_filter'] = $this->saved_hooks; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restores what keep_hooks() saved.
			$this->saved_hooks    = null;
		}
		foreach ( $this->created_posts as $id ) {
			wp_delete_post( $id, true );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->created_users as $id ) {
			wp_delete_user( $id );
		}
		foreach ( $this->changed_options as $name => $value ) {
			if ( null === $value ) {
				delete_option( $name );
			} else {
				update_option( $name, $value );
			}
		}
		$this->created_posts   = array();
		$this->created_users   = array();
		$this->changed_options = array();
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * Creates a post that is deleted after the test.
	 *
	 * @param array<string, mixed> $postarr Arguments for wp_insert_post().
	 * @return int Post ID.
	 */
	protected function create_post( array $postarr = array() ): int {
		$id = wp_insert_post(
			wp_slash(
				$postarr + array(
					'post_title'  => 'Test post',
					'post_status' => 'publish',
				)
			),
			true
		);
		$this->assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : '' );
		$this->created_posts[] = $id;
		return $id;
	}

	/**
	 * Creates a user with a role and makes them the current user.
	 *
	 * @param string $role Role name, e.g. `administrator`, `editor`, `subscriber`.
	 * @return int User ID.
	 */
	protected function act_as( string $role ): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'frontage_' . $role . '_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		$this->created_users[] = $id;
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * Sets an option for this test only.
	 *
	 * @param string $name  Option name.
	 * @param mixed  $value New value.
	 */
	protected function set_option( string $name, mixed $value ): void {
		if ( ! array_key_exists( $name, $this->changed_options ) ) {
			$this->changed_options[ $name ] = get_option( $name, null );
		}
		update_option( $name, $value );
	}

	/**
	 * Remembers an option so that tearDown restores it, for code under test that changes it.
	 *
	 * @param string $name Option name.
	 */
	protected function restore_option_after_test( string $name ): void {
		if ( ! array_key_exists( $name, $this->changed_options ) ) {
			$this->changed_options[ $name ] = get_option( $name, null );
		}
	}

	/**
	 * Sends a request through the REST server in this process, as the current user. Cookie
	 * authentication's nonce check applies to browsers only, so it is not exercised here; the
	 * e2e tests cover it.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route, e.g. `/wp/v2/settings`.
	 * @param array<string, mixed> $params Body (POST/PUT) or query (GET) parameters.
	 */
	protected function rest( string $method, string $route, array $params = array() ): \WP_REST_Response {
		// Each call is a request of its own, with a REST server built for the person asking:
		// some routes exist only for some people (the popups' are there for editors only).
		$GLOBALS['wp_rest_server'] = null;
		$request = new \WP_REST_Request( $method, $route );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $params ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * Runs an action as admin-ajax.php would: with wp_doing_ajax() on, and the wp_die() that ends
	 * every answer (wp_send_json() too) caught instead of ending PHP. Fails the test when the
	 * action does not end the request.
	 *
	 * @param callable $action The action, e.g. a do_action() of `wp_ajax_nopriv_wpfd`.
	 * @return string What it printed.
	 */
	protected function run_as_ajax( callable $action ): string {
		$die = static fn () => static function (): void {
			throw new Ajax_Done();
		};
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', $die );
		ob_start();
		try {
			$action();
			$this->fail( 'The action did not end the request.' );
		} catch ( Ajax_Done $done ) {
			unset( $done );
		} finally {
			$output = (string) ob_get_clean();
			remove_filter( 'wp_doing_ajax', '__return_true' );
			remove_filter( 'wp_die_ajax_handler', $die );
		}
		return $output;
	}

	/**
	 * Lines of the site's debug.log written after a byte offset, for asserting a step logged nothing.
	 *
	 * @param int $offset Byte offset, from debug_log_size() before the step.
	 * @return string[]
	 */
	protected function debug_log_since( int $offset ): array {
		$log = WP_CONTENT_DIR . '/debug.log';
		if ( ! is_readable( $log ) ) {
			return array();
		}
		clearstatcache( true, $log );
		$text = (string) file_get_contents( $log, false, null, $offset ); // Plain file functions: a local file.
		return array_values( array_filter( explode( "\n", $text ) ) );
	}

	/**
	 * A visitor's request for a page of the site, played cold in a child process
	 * (tests/php/fixtures/page-queries.php says what it reports: queries, classes, blocks, html…).
	 *
	 * @param string $url   The page's whole address.
	 * @param string $state `on` with Frontage, `off` without (the baseline).
	 * @return array<string, mixed>
	 */
	protected function play_page( string $url, string $state = 'on' ): array {
		$command = sprintf(
			'%s %s %s %s %s',
			escapeshellarg( PHP_BINARY ),
			escapeshellarg( __DIR__ . '/fixtures/page-queries.php' ),
			escapeshellarg( (string) getenv( 'FRONTAGE_WP_DIR' ) ),
			escapeshellarg( $url ),
			escapeshellarg( $state )
		);
		$output = (string) shell_exec( $command ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- a page in a child process.
		$result = json_decode( $output, true );
		$this->assertIsArray( $result, 'The child process printed: ' . substr( $output, 0, 2000 ) );
		return $result;
	}

	/**
	 * The size of the site's debug.log now.
	 */
	protected function debug_log_size(): int {
		$log = WP_CONTENT_DIR . '/debug.log';
		clearstatcache( true, $log );
		return is_readable( $log ) ? (int) filesize( $log ) : 0;
	}
}

<?php
/**
 * Benchmark mu-plugin: appends each request's peak memory (bytes) to wp-content/bench-memory.log.
 * Copied into the benchmark site only, never into a real one.
 *
 * @package Frontage
 */

register_shutdown_function(
	static function (): void {
		file_put_contents( WP_CONTENT_DIR . '/bench-memory.log', memory_get_peak_usage() . "\n", FILE_APPEND ); // Plain file functions: benchmark only.
	}
);

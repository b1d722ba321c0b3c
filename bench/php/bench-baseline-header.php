<?php
/**
 * Benchmark helper (a mu-plugin bench/boot.mjs installs on its own site): a request sent with the
 * header `X-Frontage-Bench: baseline` runs as the site would without Frontage, because Frontage
 * is left out of the active plugins for that request only. Frontage's own data stays in the
 * database, as it does when the plugin is deactivated, and it adds no rewrite rules (checked by
 * the benchmark), so one site and one server answer both states and the benchmark can alternate
 * them request by request (docs/PERFORMANCE.md "Boot").
 *
 * @package Frontage
 */

if ( isset( $_SERVER['HTTP_X_FRONTAGE_BENCH'] ) && 'baseline' === $_SERVER['HTTP_X_FRONTAGE_BENCH'] ) {
	add_filter(
		'option_active_plugins',
		static fn ( $plugins ) => array_values( array_diff( (array) $plugins, array( 'frontage/plugin.php' ) ) )
	);
}

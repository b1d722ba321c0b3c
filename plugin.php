<?php
/**
 * Plugin Name:       Frontage
 * Plugin URI:        https://github.com/frontage/frontage
 * Description:       The visitor-facing front of a content website: a document library with search and zips, language suggestions, popups and page pieces.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Author:            The Frontage developers
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       frontage
 * Domain Path:       /languages
 *
 * @package Frontage
 */

// This file must stay parseable by old PHP versions, so that the requirement check below can
// explain itself instead of the site dying on a syntax error: no typed or namespaced code here.

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'FRONTAGE_VERSION', '0.1.0' );
define( 'FRONTAGE_FILE', __FILE__ );
define( 'FRONTAGE_DIR', plugin_dir_path( __FILE__ ) );
define( 'FRONTAGE_URL', plugin_dir_url( __FILE__ ) );
define( 'FRONTAGE_MIN_PHP', '8.1' );
define( 'FRONTAGE_MIN_WP', '6.5' );

/**
 * Says what this server lacks for Frontage to run, or nothing when all is well.
 *
 * @return string[] Translated, unescaped problem descriptions.
 */
function frontage_requirement_problems() {
	$problems = array();
	if ( version_compare( PHP_VERSION, FRONTAGE_MIN_PHP, '<' ) ) {
		$problems[] = sprintf(
			/* translators: 1: required PHP version, 2: running PHP version. */
			__( 'Frontage needs PHP %1$s or newer; this site runs PHP %2$s.', 'frontage' ),
			FRONTAGE_MIN_PHP,
			PHP_VERSION
		);
	}
	if ( version_compare( get_bloginfo( 'version' ), FRONTAGE_MIN_WP, '<' ) ) {
		$problems[] = sprintf(
			/* translators: 1: required WordPress version, 2: running WordPress version. */
			__( 'Frontage needs WordPress %1$s or newer; this site runs WordPress %2$s.', 'frontage' ),
			FRONTAGE_MIN_WP,
			get_bloginfo( 'version' )
		);
	}
	return $problems;
}

$frontage_problems = frontage_requirement_problems();
if ( $frontage_problems ) {
	add_action(
		'admin_notices',
		static function () use ( $frontage_problems ) {
			if ( ! current_user_can( 'activate_plugins' ) ) {
				return;
			}
			echo '<div class="notice notice-error"><p><strong>' . esc_html__( 'Frontage is not running.', 'frontage' ) . '</strong></p><ul>';
			foreach ( $frontage_problems as $frontage_problem ) {
				echo '<li>' . esc_html( $frontage_problem ) . '</li>';
			}
			echo '</ul></div>';
		}
	);
	return;
}
unset( $frontage_problems );

require_once FRONTAGE_DIR . 'includes/autoload.php';

register_activation_hook( __FILE__, array( 'Frontage\Lifecycle', 'activate' ) );
register_deactivation_hook( __FILE__, array( 'Frontage\Lifecycle', 'deactivate' ) );

Frontage\Plugin::boot();

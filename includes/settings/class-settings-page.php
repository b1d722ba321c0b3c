<?php
/**
 * Settings → Frontage: the screen where the owner switches modules on and off.
 *
 * @package Frontage
 */

namespace Frontage\Settings;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * PHP renders an empty mount point; the React app in src/settings fills it and saves through
 * /wp/v2/settings. Later modules add their own sections to the same app.
 */
final class Settings_Page {

	/**
	 * The page slug: options-general.php?page=frontage.
	 */
	public const SLUG = 'frontage';

	/**
	 * Script and style handle of the settings app.
	 */
	public const HANDLE = 'frontage-settings';

	/**
	 * Takes how the page loads its app.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * The REST answers the app reads first (src/settings/use-settings.ts), preloaded.
	 */
	private const PRELOAD = array( '/frontage/v1/modules', '/wp/v2/settings' );

	/**
	 * Adds the menu entry and the app's scripts on that screen only.
	 */
	public function add_hooks(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( FRONTAGE_FILE ), array( $this, 'add_settings_link' ) );
	}

	/**
	 * Settings → Frontage, for users who can manage options.
	 */
	public function add_menu(): void {
		add_options_page(
			__( 'Frontage settings', 'frontage' ),
			__( 'Frontage', 'frontage' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Loads the settings app on its own screen.
	 *
	 * @param string $hook_suffix The current admin screen.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( 'settings_page_' . self::SLUG !== $hook_suffix ) {
			return;
		}
		if ( ! $this->assets->enqueue_script( self::HANDLE, 'settings/index' ) ) {
			return;
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.frontageSettings = ' . wp_json_encode(
				array(
					'optionModules'    => Settings::OPTION_MODULES,
					'optionDeleteData' => Settings::OPTION_DELETE_DATA,
				)
			) . ';',
			'before'
		);
		// The app's first two answers come with the page, as the block editor's do: the switches
		// show as soon as the script runs, with no request to wait for (docs/ARCHITECTURE.md "Settings").
		$preload = array_reduce( self::PRELOAD, 'rest_preload_api_request', array() );
		wp_add_inline_script(
			'wp-api-fetch',
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( $preload ) ),
			'after'
		);
	}

	/**
	 * The screen's frame; the app mounts into #frontage-settings.
	 */
	public function render(): void {
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Frontage settings', 'frontage' ); ?></h1>
			<div id="frontage-settings">
				<noscript><p><?php esc_html_e( 'This screen needs JavaScript.', 'frontage' ); ?></p></noscript>
			</div>
		</div>
		<?php
	}

	/**
	 * Adds "Settings" beside Deactivate on the Plugins screen.
	 *
	 * @param string[] $links Existing action links.
	 * @return string[]
	 */
	public function add_settings_link( array $links ): array {
		array_unshift(
			$links,
			sprintf(
				'<a href="%s">%s</a>',
				esc_url( admin_url( 'options-general.php?page=' . self::SLUG ) ),
				esc_html__( 'Settings', 'frontage' )
			)
		);
		return $links;
	}
}

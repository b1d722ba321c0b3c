<?php
/**
 * Registers Frontage's built scripts, styles and blocks from build/, where wp-scripts writes them.
 *
 * @package Frontage
 */

namespace Frontage;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Every script is registered from its generated `.asset.php` (dependencies and version), with its
 * translations wired; modules ask this class instead of calling wp_register_script themselves.
 */
final class Assets {

	/**
	 * The handle wp-scripts lists for the automatic JSX runtime. WordPress registers it from 6.6 on;
	 * on 6.5 a script that depends on a missing handle is silently not printed, so we provide it.
	 */
	public const JSX_RUNTIME_HANDLE = 'react-jsx-runtime';

	/**
	 * Text domain for script translations.
	 */
	private const TEXT_DOMAIN = 'frontage';

	/**
	 * Adds the hooks every page needs, whatever modules are on.
	 */
	public function add_hooks(): void {
		// Priority 0: before any block or script that depends on it is registered on init.
		add_action( 'init', array( $this, 'register_jsx_runtime' ), 0 );
		add_action( 'admin_notices', array( $this, 'notice_when_not_built' ) );
	}

	/**
	 * Registers `react-jsx-runtime` when WordPress (6.5) lacks it, from our own small build of
	 * React's JSX runtime that uses the React WordPress already ships.
	 */
	public function register_jsx_runtime(): void {
		if ( wp_script_is( self::JSX_RUNTIME_HANDLE, 'registered' ) ) {
			return;
		}
		$this->register_script( self::JSX_RUNTIME_HANDLE, 'vendor/react-jsx-runtime' );
	}

	/**
	 * Registers a built entry point (`build/{entry}.js`) under a handle, with its stylesheet
	 * (`build/{entry}.css`) under the same handle when the entry has one.
	 *
	 * @param string $handle Script handle, e.g. `frontage-settings`.
	 * @param string $entry  Entry path inside build/ without extension, e.g. `settings/index`.
	 * @return bool False when the entry has not been built.
	 */
	public function register_script( string $handle, string $entry ): bool {
		$asset_file = FRONTAGE_DIR . 'build/' . $entry . '.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return false;
		}
		$asset = require $asset_file;

		wp_register_script(
			$handle,
			FRONTAGE_URL . 'build/' . $entry . '.js',
			$asset['dependencies'] ?? array(),
			$asset['version'] ?? FRONTAGE_VERSION,
			array( 'in_footer' => true )
		);
		if ( in_array( 'wp-i18n', $asset['dependencies'] ?? array(), true ) ) {
			wp_set_script_translations( $handle, self::TEXT_DOMAIN, FRONTAGE_DIR . 'languages' );
		}

		if ( is_readable( FRONTAGE_DIR . 'build/' . $entry . '.css' ) ) {
			$style_deps = in_array( 'wp-components', $asset['dependencies'] ?? array(), true ) ? array( 'wp-components' ) : array();
			wp_register_style( $handle, FRONTAGE_URL . 'build/' . $entry . '.css', $style_deps, $asset['version'] ?? FRONTAGE_VERSION );
			// wp-scripts also writes {entry}-rtl.css; WordPress swaps it in for right-to-left languages.
			wp_style_add_data( $handle, 'rtl', 'replace' );
		}
		return true;
	}

	/**
	 * Registers and enqueues a built entry point with its stylesheet.
	 *
	 * @param string $handle Script handle.
	 * @param string $entry  Entry path inside build/ without extension.
	 * @return bool False when the entry has not been built.
	 */
	public function enqueue_script( string $handle, string $entry ): bool {
		if ( ! wp_script_is( $handle, 'registered' ) && ! $this->register_script( $handle, $entry ) ) {
			return false;
		}
		wp_enqueue_script( $handle );
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
		return true;
	}

	/**
	 * Registers a block the one way every Frontage block is registered: its contract from
	 * `build/blocks/{name}/block.json` (attributes, supports, the compiled scripts and styles),
	 * its markup from a PHP render callback of the module that owns it. Call on init.
	 *
	 * An attribute whose values are defined once elsewhere (the file table's columns) is left
	 * open in block.json and completed here, from that definition, while the block registers;
	 * the editor receives the completed attribute with the other server-side definitions.
	 *
	 * @param string                              $name       Block folder name, e.g. `modal`.
	 * @param callable                            $render     The render callback: ( array $attributes, string $content, \WP_Block $block ): string.
	 * @param array<string, array<string, mixed>> $attributes Attribute definitions that replace block.json's of the same name.
	 * @return \WP_Block_Type|false
	 */
	public function register_block( string $name, callable $render, array $attributes = array() ): \WP_Block_Type|false {
		$dir = FRONTAGE_DIR . 'build/blocks/' . $name;
		if ( ! is_readable( $dir . '/block.json' ) ) {
			return false;
		}
		$merge = static function ( array $metadata ) use ( $attributes ): array {
			$metadata['attributes'] = array_merge( $metadata['attributes'] ?? array(), $attributes );
			return $metadata;
		};
		add_filter( 'block_type_metadata', $merge );
		$block = register_block_type( $dir, array( 'render_callback' => $render ) );
		remove_filter( 'block_type_metadata', $merge );
		if ( $block ) {
			// WordPress wires a block's script translations without a path, which only finds
			// language packs in wp-content/languages; add the plugin's own languages folder.
			// Only scripts that translate: setting translations adds wp-i18n to a script's
			// dependencies, which a small view script must not drag onto every page.
			foreach ( array_merge( $block->editor_script_handles, $block->script_handles, $block->view_script_handles ) as $handle ) {
				$script = wp_scripts()->query( $handle, 'registered' );
				if ( $script && in_array( 'wp-i18n', $script->deps, true ) ) {
					wp_set_script_translations( $handle, self::TEXT_DOMAIN, FRONTAGE_DIR . 'languages' );
				}
			}
		}
		return $block;
	}

	/**
	 * Tells administrators when the plugin runs from a checkout that was never built.
	 */
	public function notice_when_not_built(): void {
		if ( ! current_user_can( 'activate_plugins' ) || is_readable( FRONTAGE_DIR . 'build/vendor/react-jsx-runtime.asset.php' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html__( 'Frontage’s scripts are not built, so its screens and blocks cannot load. In the plugin folder, run: npm install && npm run build', 'frontage' )
		);
	}
}

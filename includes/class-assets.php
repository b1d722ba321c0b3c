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
	 * The block.json fields that name scripts, as register_block_type() reads them.
	 */
	private const BLOCK_SCRIPT_FIELDS = array( 'editorScript', 'script', 'viewScript' );

	/**
	 * The blocks' built scripts, waiting for WordPress to build its script registry: handle =>
	 * entry inside build/ (without `.js`) and whether it is a view script (loaded deferred).
	 *
	 * @var array<string, array{entry: string, view: bool}>
	 */
	private array $block_scripts = array();

	/**
	 * Adds the hooks every page needs, whatever modules are on.
	 */
	public function add_hooks(): void {
		// Scripts are registered when WordPress builds its script registry, after its own
		// (priority 10), not at `init`: building the registry costs about 2 ms, and a request
		// that prints no script (REST, admin-ajax, a download) never builds it for us.
		add_action( 'wp_default_scripts', array( $this, 'register_scripts' ), 11 );
		if ( did_action( 'wp_default_scripts' ) ) {
			$this->register_scripts( wp_scripts() ); // Something built the registry before us.
		}
		add_action( 'admin_notices', array( $this, 'notice_when_not_built' ) );
	}

	/**
	 * Registers, in the registry WordPress is building, `react-jsx-runtime` when WordPress (6.5)
	 * lacks it — our own small build of React's JSX runtime, using the React WordPress ships —
	 * and the scripts of the blocks registered so far. Runs inside the registry's constructor,
	 * so it talks to the registry it is given (wp_scripts() is not set yet).
	 *
	 * @param \WP_Scripts $scripts The registry.
	 */
	public function register_scripts( \WP_Scripts $scripts ): void {
		if ( ! $scripts->query( self::JSX_RUNTIME_HANDLE, 'registered' ) ) {
			$this->add_built_script( $scripts, self::JSX_RUNTIME_HANDLE, 'vendor/react-jsx-runtime' );
			$scripts->add_data( self::JSX_RUNTIME_HANDLE, 'group', 1 ); // In the footer.
		}
		foreach ( $this->block_scripts as $handle => $script ) {
			if ( $this->add_built_script( $scripts, $handle, $script['entry'] ) && $script['view'] ) {
				$scripts->add_data( $handle, 'strategy', 'defer' ); // As WordPress loads view scripts.
			}
		}
		$this->block_scripts = array();
	}

	/**
	 * Adds one built script (`build/{entry}.js`) to a registry with the dependencies and version
	 * of its `.asset.php`, and its translations when it translates.
	 *
	 * @param \WP_Scripts $scripts The registry.
	 * @param string      $handle  Script handle.
	 * @param string      $entry   Entry path inside build/ without extension.
	 * @return bool False when the entry has not been built.
	 */
	private function add_built_script( \WP_Scripts $scripts, string $handle, string $entry ): bool {
		$asset_file = FRONTAGE_DIR . 'build/' . $entry . '.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return false;
		}
		$asset = require $asset_file;
		$deps  = $asset['dependencies'] ?? array();
		$scripts->add( $handle, FRONTAGE_URL . 'build/' . $entry . '.js', $deps, $asset['version'] ?? FRONTAGE_VERSION );
		// Only scripts that translate: translations add wp-i18n to a script's dependencies,
		// which a small view script must not drag onto every page.
		if ( in_array( 'wp-i18n', $deps, true ) ) {
			$scripts->set_translations( $handle, self::TEXT_DOMAIN, FRONTAGE_DIR . 'languages' );
		}
		return true;
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
	 * The block's scripts get the handles WordPress would give them, but are registered when
	 * the script registry is built (register_scripts()), with the plugin's languages folder for
	 * their translations (WordPress's own wiring only finds language packs in wp-content).
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
		$merge = function ( array $metadata ) use ( $name, $attributes ): array {
			$metadata['attributes'] = array_merge( $metadata['attributes'] ?? array(), $attributes );
			foreach ( self::BLOCK_SCRIPT_FIELDS as $field ) {
				if ( ! empty( $metadata[ $field ] ) ) {
					$metadata[ $field ] = $this->queue_block_scripts( $name, (string) $metadata['name'], $field, (array) $metadata[ $field ] );
				}
			}
			return $metadata;
		};
		add_filter( 'block_type_metadata', $merge );
		$block = register_block_type( $dir, array( 'render_callback' => $render ) );
		remove_filter( 'block_type_metadata', $merge );
		if ( did_action( 'wp_default_scripts' ) ) {
			$this->register_scripts( wp_scripts() ); // The registry is built already.
		}
		return $block;
	}

	/**
	 * Turns one block.json script field (`file:./view.js`…) into the handles WordPress would
	 * generate for it, and queues the built files under them for register_scripts().
	 *
	 * @param string   $folder  Block folder name, e.g. `modal`.
	 * @param string   $block   Block name, e.g. `frontage/modal`.
	 * @param string   $field   One of BLOCK_SCRIPT_FIELDS.
	 * @param string[] $scripts The field's values.
	 * @return string[] Handles.
	 */
	private function queue_block_scripts( string $folder, string $block, string $field, array $scripts ): array {
		$handles = array();
		foreach ( array_values( $scripts ) as $index => $script ) {
			$path = remove_block_asset_path_prefix( (string) $script );
			if ( $path === $script ) {
				$handles[] = $script; // Already a handle.
				continue;
			}
			$handle                         = generate_block_asset_handle( $block, $field, $index );
			$this->block_scripts[ $handle ] = array(
				'entry' => 'blocks/' . $folder . '/' . preg_replace( '/\.js$/', '', $path ),
				'view'  => 'viewScript' === $field,
			);
			$handles[]                      = $handle;
		}
		return $handles;
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

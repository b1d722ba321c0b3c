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
	 * Frontage's shared scripts: handle → built entry. A bundle that imports one (webpack.config.js
	 * SHARED_SCRIPTS) depends on its handle instead of carrying a copy; registered like WordPress's
	 * own, in the footer and deferred, and loaded only as a dependency.
	 */
	private const SHARED_SCRIPTS = array(
		'frontage-theme-dialog' => 'theme/dialog/index',
	);

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
	 * The filter that switches registering blocks on their first use off (docs/ARCHITECTURE.md
	 * "Blocks register on first use"): return false to register every block at `init`.
	 */
	public const FIRST_USE_FILTER = 'frontage_register_blocks_on_first_use';

	/**
	 * Blocks whose registration waits for their first use, by block name (`frontage/file`): the
	 * Assets that was asked, and the arguments of register_block(). Shared by every Assets, as
	 * WordPress's block registry is.
	 *
	 * @var array<string, array{0: Assets, 1: string, 2: callable, 3: array<string, array<string, mixed>>}>
	 */
	private static array $waiting_blocks = array();

	/**
	 * Waiting blocks that a container block builds outside the tree WordPress hands to
	 * render_block_data (a Navigation block builds its links from its own post), by the
	 * container's name: they register when a tree about to render holds the container.
	 *
	 * @var array<string, list<string>>
	 */
	private static array $waiting_inside = array();

	/**
	 * Whether the waiting blocks' names hold their places (hold_places()).
	 *
	 * @var bool
	 */
	private static bool $places_held = false;

	/**
	 * REST routes (prefixes) that read WordPress's block registry: every waiting block is
	 * registered before they run (register_blocks_for_route()).
	 */
	private const BLOCK_REGISTRY_ROUTES = array(
		'/wp/v2/block-types',
		'/wp/v2/block-renderer',
		'/wp/v2/global-styles',
		'/wp/v2/templates',
		'/wp/v2/template-parts',
		'/wp/v2/block-patterns',
		'/wp/v2/navigation',
		'/wp/v2/blocks',
		'/wp-block-editor/',
		'/frontage/',
	);

	/**
	 * Adds the hooks every page needs, whatever modules are on.
	 */
	public function add_hooks(): void {
		// Before WordPress's own filters of the block's data (priority 10), which look its type up.
		add_filter( 'render_block_data', array( self::class, 'register_blocks_in' ), -100, 3 );
		add_filter( 'rest_pre_dispatch', array( self::class, 'register_blocks_for_route' ), 0, 3 );
		// A visitor's page, once WordPress picked its template: the waiting blocks' names hold
		// their places when the page may render one of them.
		add_filter( 'template_include', array( self::class, 'hold_places_for_page' ), PHP_INT_MAX );
		Blocks_In_Templates::add_hooks();
		// Scripts are registered when WordPress builds its script registry, after its own
		// (priority 10), not at `init`: building the registry costs about 2 ms, and a request
		// that prints no script (REST, admin-ajax, a download) never builds it for us.
		add_action( 'wp_default_scripts', array( $this, 'register_scripts' ), 11 );
		if ( did_action( 'wp_default_scripts' ) ) {
			$this->register_scripts( wp_scripts() ); // Something built the registry before us.
		}
		if ( Admin_Scope::wired() ) {
			add_action( 'admin_notices', array( $this, 'notice_when_not_built' ) );
		}
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
		foreach ( self::SHARED_SCRIPTS as $handle => $entry ) {
			if ( $this->add_built_script( $scripts, $handle, $entry ) ) {
				$scripts->add_data( $handle, 'group', 1 );
				$scripts->add_data( $handle, 'strategy', 'defer' );
			}
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
	 * A visitor's page registers a block on its first use instead (registering one costs about
	 * 0.1 ms, ten blocks a millisecond of every page): when WordPress is about to render a block
	 * tree that holds it, when our code asks for it (block_type()), or before a REST route that
	 * reads the block registry (register_blocks_for_route()). The admin, WP-CLI and themes that
	 * print every block's style in the head (classic themes) register every block at once, as
	 * does the FIRST_USE_FILTER filter returning false. A block that can be built outside
	 * render_block() — inside a Navigation block, whose links WordPress builds from its own post —
	 * names that container ($inside): it registers when a tree about to render holds the
	 * container and a menu of the site holds one of our blocks (every place is held then).
	 *
	 * @param string                              $name       Block folder name, e.g. `modal`; the block is `frontage/{name}`.
	 * @param callable                            $render     The render callback: ( array $attributes, string $content, \WP_Block $block ): string.
	 * @param array<string, array<string, mixed>>|\Closure $attributes Attribute definitions that replace block.json's of the same name, or
	 *                                                       what makes them when the block registers (a definition read from a file
	 *                                                       is read only by a request that registers the block).
	 * @param string                                       $inside     A block that builds this one outside the tree it renders (`core/navigation`), or ''.
	 */
	public function register_block( string $name, callable $render, array|\Closure $attributes = array(), string $inside = '' ): void {
		if ( self::registers_on_first_use() ) {
			self::$waiting_blocks[ 'frontage/' . $name ] = array( $this, $name, $render, $attributes );
			if ( '' !== $inside ) {
				self::$waiting_inside[ $inside ][] = 'frontage/' . $name;
			}
			return;
		}
		$this->register_block_now( $name, $render, $attributes );
	}

	/**
	 * Registers blocks on init, each rendered by an instance of its class that is built on the
	 * block's first render: a page without the block loads none of its classes.
	 *
	 * @param array<string, class-string> $blocks Block folder name → a class with a no-argument
	 *                                            constructor and render( $attributes, $content, $block ).
	 */
	public function register_blocks_rendered_by( array $blocks ): void {
		add_action(
			'init',
			function () use ( $blocks ): void {
				foreach ( $blocks as $name => $class ) {
					$this->register_block( $name, array( new Lazy( static fn (): object => new $class() ), 'render' ) );
				}
			}
		);
	}

	/**
	 * A built script's text, to print inside a <script> element of our own (a head script that
	 * must run before the first paint): read once per request, with `</script` escaped so that
	 * it cannot end the element; '' before a build.
	 *
	 * @param string $file The built file, relative to the plugin folder (`build/…/index.js`).
	 */
	public static function inline_script( string $file ): string {
		static $texts = array();
		if ( ! isset( $texts[ $file ] ) ) {
			$path           = FRONTAGE_DIR . $file;
			$text           = is_readable( $path ) ? trim( (string) file_get_contents( $path ) ) : ''; // Plain file functions: a local file of the plugin.
			$texts[ $file ] = str_ireplace( '</script', '<\/script', $text );
		}
		return $texts[ $file ];
	}

	/**
	 * Whether this request registers blocks on their first use: a visitor's page of a theme that
	 * loads each block's style with the block (block themes). Worked out once per run of `init`,
	 * where the two dozen blocks register (about 2 µs a block otherwise).
	 */
	private static function registers_on_first_use(): bool {
		static $answer = null;
		$run = did_action( 'init' );
		if ( null === $answer || $answer[0] !== $run ) {
			$answer = array( $run, self::decide_first_use() );
		}
		return $answer[1];
	}

	/**
	 * What registers_on_first_use() answers.
	 */
	private static function decide_first_use(): bool {
		if ( is_admin() || ( defined( 'WP_CLI' ) && WP_CLI ) || ! wp_should_load_separate_core_block_assets() ) {
			return false;
		}
		// Whether Frontage's blocks register on their first use on visitors' pages (default true);
		// false when a theme or plugin renders blocks without render_block().
		return (bool) apply_filters( self::FIRST_USE_FILTER, true );
	}

	/**
	 * A Frontage block's type, registered now if it was waiting for its first use.
	 *
	 * @param string $name Block name, e.g. `frontage/file`.
	 */
	public static function block_type( string $name ): ?\WP_Block_Type {
		self::register_waiting_block( $name );
		return \WP_Block_Type_Registry::get_instance()->get_registered( $name );
	}

	/**
	 * Before WordPress renders a block tree (a post's content, a template, a pattern): registers
	 * the waiting blocks it holds, at any depth — WordPress looks each inner block's type up as
	 * it builds the tree, after this filter ran for the outermost block only.
	 *
	 * @param mixed $parsed_block The block about to be rendered.
	 * @param mixed $source_block The same, unfiltered.
	 * @param mixed $parent_block The block it is inside, null for the outermost.
	 * @return mixed The block, unchanged.
	 */
	public static function register_blocks_in( mixed $parsed_block, mixed $source_block = null, mixed $parent_block = null ): mixed {
		if ( self::$waiting_blocks && null === $parent_block && is_array( $parsed_block ) ) {
			self::register_waiting_in_tree( $parsed_block );
		}
		return $parsed_block;
	}

	/**
	 * Registers the waiting blocks named in a parsed block and its inner blocks.
	 *
	 * @param array<string, mixed> $block A parsed block.
	 */
	private static function register_waiting_in_tree( array $block ): void {
		$name = $block['blockName'] ?? null;
		if ( is_string( $name ) && isset( self::$waiting_blocks[ $name ] ) ) {
			self::register_waiting_block( $name );
		}
		// Only when every place is held: a page holds every place when a menu (or a part, a
		// synced pattern) may hold our blocks (hold_places_for_page()), and a Navigation block
		// whose menu holds none builds none of them.
		if ( self::$places_held && is_string( $name ) && isset( self::$waiting_inside[ $name ] ) ) {
			foreach ( self::$waiting_inside[ $name ] as $inner ) {
				self::register_waiting_block( $inner );
			}
			unset( self::$waiting_inside[ $name ] );
		}
		foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $inner ) {
			if ( is_array( $inner ) ) {
				self::register_waiting_in_tree( $inner );
			}
		}
	}

	/**
	 * Before a REST route that reads WordPress's block registry (block types, the block renderer,
	 * global styles, templates, patterns and navigation menus with their hooked blocks, the block
	 * editor's own routes) runs: registers every waiting block. Other routes render blocks, if
	 * they do, through render_block(), which registers them on first use.
	 *
	 * @param mixed $result  The answer so far (null: the route will run).
	 * @param mixed $server  The REST server.
	 * @param mixed $request The request.
	 * @return mixed The answer, unchanged.
	 */
	public static function register_blocks_for_route( mixed $result, mixed $server = null, mixed $request = null ): mixed {
		if ( self::$waiting_blocks && self::reads_block_registry( $request ) ) {
			self::register_waiting_blocks();
		}
		return $result;
	}

	/**
	 * Whether a REST request's route reads WordPress's block registries (BLOCK_REGISTRY_ROUTES):
	 * what is registered for the editor only (blocks, patterns, block styles) must be there first.
	 *
	 * @param mixed $request The request (rest_pre_dispatch's third argument).
	 */
	public static function reads_block_registry( mixed $request ): bool {
		if ( ! $request instanceof \WP_REST_Request ) {
			return false;
		}
		$route = $request->get_route();
		foreach ( self::BLOCK_REGISTRY_ROUTES as $prefix ) {
			if ( str_starts_with( $route, $prefix ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Registers every block still waiting.
	 */
	public static function register_waiting_blocks(): void {
		foreach ( array_keys( self::$waiting_blocks ) as $name ) {
			self::register_waiting_block( $name );
		}
	}

	/**
	 * Registers one waiting block.
	 *
	 * @param string $name Block name.
	 */
	private static function register_waiting_block( string $name ): void {
		if ( ! isset( self::$waiting_blocks[ $name ] ) ) {
			return;
		}
		[ $assets, $folder, $render, $attributes ] = self::$waiting_blocks[ $name ];
		$registry = \WP_Block_Type_Registry::get_instance();
		if ( ! $registry->is_registered( $name ) ) {
			self::hold_places(); // A first use nobody foresaw: every name now, so later ones add none.
		}
		unset( self::$waiting_blocks[ $name ] );
		if ( $registry->is_registered( $name ) ) {
			$registry->unregister( $name ); // The name held its place (hold_places()).
		}
		$assets->register_block_now( $folder, $render, $attributes );
	}

	/**
	 * Once WordPress picked a visitor's page's block template, before it renders it
	 * (template_include): the names of the waiting blocks the page may render hold their places.
	 * When only the page's posts and its template hold our blocks, those are the blocks they name
	 * (hold_places_of()); when a template part, a synced pattern, a menu or a theme pattern may
	 * hold one too (Blocks_In_Templates), every waiting name. A page with none (most pages of most
	 * sites) holds none: WordPress's theme.json code looks at each place holder several times
	 * (about 0.12 M instructions a name, docs/PERFORMANCE.md). WordPress has read theme.json by
	 * now, but builds each origin a second time on its second use whatever changed, so names
	 * added here cost no extra build. Were the answer wrong (a popup's content, a part inside a
	 * part), the first use holds every place then, at the cost of one build.
	 *
	 * @param mixed $template The template file, unchanged.
	 * @return mixed
	 */
	public static function hold_places_for_page( mixed $template ): mixed {
		if ( ! self::$waiting_blocks || self::$places_held ) {
			return $template;
		}
		$markup = $GLOBALS['_wp_current_template_content'] ?? null;
		if ( ! is_string( $markup ) || Blocks_In_Templates::reaches_elsewhere( $markup ) ) {
			self::hold_places();
			return $template;
		}
		foreach ( (array) ( $GLOBALS['wp_query']->posts ?? array() ) as $post ) {
			if ( $post instanceof \WP_Post ) {
				$markup .= $post->post_content;
			}
		}
		self::hold_places_of( Blocks_In_Templates::names_in( $markup ) );
		return $template;
	}

	/**
	 * Holds the places of the waiting blocks among these names (hold_places()); the others stay
	 * unregistered until a first use nobody foresaw holds them all.
	 *
	 * @param string[] $names Block names.
	 */
	private static function hold_places_of( array $names ): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( $names as $name ) {
			if ( isset( self::$waiting_blocks[ $name ] ) && ! $registry->is_registered( $name ) ) {
				$registry->register( new \WP_Block_Type( $name ) );
			}
		}
	}

	/**
	 * Registers every waiting block by its name alone, a place holder that its first use
	 * replaces with the whole block (docs/ARCHITECTURE.md "Blocks register on first use").
	 *
	 * WordPress builds its theme.json data (every origin: core's, the blocks', the theme's, the
	 * owner's) for the set of registered block names, and builds all of it again, about 1.5 ms,
	 * whenever a name was added since. A block registered on its first use in a later block tree
	 * — a header template part, the post's content — would add one after WordPress read
	 * theme.json to render the trees before it. With every name there from the start, replacing
	 * a place holder with its block changes no name. A place holder has what theme.json reads of
	 * our blocks (the name, hence the selector `.wp-block-frontage-…`; no block.json of ours sets
	 * selectors, style variations or block hooks) and nothing else: no render callback, no
	 * scripts, no styles. Done once: from the page's start when it may render one of our blocks
	 * (hold_places_for_page()), else at the first use of one, which then costs one rebuild.
	 */
	public static function hold_places(): void {
		if ( self::$places_held ) {
			return;
		}
		self::$places_held = true;
		$registry          = \WP_Block_Type_Registry::get_instance();
		foreach ( array_keys( self::$waiting_blocks ) as $name ) {
			if ( ! $registry->is_registered( $name ) ) {
				$registry->register( new \WP_Block_Type( $name ) );
			}
		}
	}

	/**
	 * Registers a block from its built block.json (register_block()).
	 *
	 * @param string                                       $name       Block folder name.
	 * @param callable                                     $render     The render callback.
	 * @param array<string, array<string, mixed>>|\Closure $attributes Attribute definitions that replace block.json's, or what makes them.
	 */
	private function register_block_now( string $name, callable $render, array|\Closure $attributes ): void {
		$dir = FRONTAGE_DIR . 'build/blocks/' . $name;
		if ( ! is_readable( $dir . '/block.json' ) ) {
			return; // Not built: the block is left out, as every script is (notice_when_not_built()).
		}
		$attributes = $attributes instanceof \Closure ? (array) $attributes() : $attributes;
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
		register_block_type( $dir, array( 'render_callback' => $render ) );
		remove_filter( 'block_type_metadata', $merge );
		if ( did_action( 'wp_default_scripts' ) ) {
			$this->register_scripts( wp_scripts() ); // The registry is built already.
		}
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

<?php
/**
 * Frontage's own options: which modules are switched on, and whether uninstalling deletes data.
 *
 * @package Frontage
 */

namespace Frontage\Settings;

use Frontage\Admin_Scope;
use Frontage\Module;
use Frontage\Rest\Rest_Scope;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Both options are registered with `show_in_rest`, so the settings screen reads and saves them
 * through /wp/v2/settings, which checks `manage_options`, the REST nonce and the schema below.
 */
final class Settings {

	/**
	 * Option group, as used by register_setting().
	 */
	public const GROUP = 'frontage';

	/**
	 * One option holding every module switch: `{ "files": true, "popups": false, … }`.
	 */
	public const OPTION_MODULES = 'frontage_modules';

	/**
	 * Whether deleting the plugin also deletes its data (off unless the owner opts in).
	 */
	public const OPTION_DELETE_DATA = 'frontage_delete_data_on_uninstall';

	/**
	 * Every module's default switch (on), built once.
	 *
	 * @var array<string, bool>|null
	 */
	private ?array $default_switches = null;

	/**
	 * The option's value as last read, and its switches: `[ stored, switches ]`.
	 *
	 * @var array{0: mixed, 1: array<string, bool>}|null
	 */
	private ?array $read_switches = null;

	/**
	 * Takes the modules whose switches this class stores.
	 *
	 * @param Module[] $modules Every module, in display order.
	 */
	public function __construct( private array $modules ) {}

	/**
	 * Registers the options on init, with what every request needs (their sanitizing and
	 * defaults), and describes them (descriptions, REST schema) where they are read that way:
	 * the admin (options.php) and a REST request that may list them (Rest_Scope), before
	 * WordPress builds /wp/v2/settings (rest_api_init, 99). A visitor's page builds no schema.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		self::describe_where_read( array( $this, 'describe' ) );
	}

	/**
	 * Runs $describe (a register_setting() with descriptions and REST schema) where settings are
	 * read described: at `admin_init` (options.php), and at `rest_api_init` before WordPress builds
	 * /wp/v2/settings (99), unless the request is a visitor's that cannot read them (Rest_Scope).
	 *
	 * @param callable $describe What registers the described settings.
	 */
	public static function describe_where_read( callable $describe ): void {
		if ( Admin_Scope::wired() ) {
			add_action( 'admin_init', $describe );
		}
		add_action(
			'rest_api_init',
			static function () use ( $describe ): void {
				if ( ! Rest_Scope::visitors_only() ) {
					$describe();
				}
			},
			5
		);
	}

	/**
	 * Registers both options: sanitizing and defaults.
	 */
	public function register(): void {
		register_setting(
			self::GROUP,
			self::OPTION_MODULES,
			array(
				'type'              => 'object',
				'default'           => $this->default_switches(),
				'sanitize_callback' => array( $this, 'sanitize_switches' ),
			)
		);
		register_setting(
			self::GROUP,
			self::OPTION_DELETE_DATA,
			array(
				'type'    => 'boolean',
				'default' => false,
			)
		);
	}

	/**
	 * Registers both options again, described: their descriptions and REST schema.
	 */
	public function describe(): void {
		$properties = array();
		foreach ( $this->modules as $module ) {
			$properties[ $module->slug() ] = array(
				'type'        => 'boolean',
				'description' => $module->label(),
			);
		}

		register_setting(
			self::GROUP,
			self::OPTION_MODULES,
			array(
				'type'              => 'object',
				'description'       => __( 'Which Frontage modules are switched on.', 'frontage' ),
				'default'           => $this->default_switches(),
				'sanitize_callback' => array( $this, 'sanitize_switches' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'                 => 'object',
						'properties'           => $properties,
						'additionalProperties' => false,
					),
				),
			)
		);

		// The REST settings answer every module's switch, as switches() reads it: a module added
		// by an update is listed (on) before the owner saves the screen again.
		add_filter( 'rest_pre_get_setting', array( $this, 'rest_switches' ), 10, 2 );

		register_setting(
			self::GROUP,
			self::OPTION_DELETE_DATA,
			array(
				'type'         => 'boolean',
				'description'  => __( 'Delete all Frontage data (files, categories, popups, settings) when the plugin is deleted.', 'frontage' ),
				'default'      => false,
				'show_in_rest' => true,
			)
		);
	}

	/**
	 * The module switches /wp/v2/settings answers (rest_pre_get_setting).
	 *
	 * @param mixed  $value The value so far (null: WordPress reads the option).
	 * @param string $name  The setting.
	 * @return mixed
	 */
	public function rest_switches( mixed $value, string $name ): mixed {
		return self::OPTION_MODULES === $name ? $this->switches() : $value;
	}

	/**
	 * Whether a module is switched on. Modules the owner never touched are on.
	 *
	 * @param string $slug Module slug.
	 */
	public function is_module_on( string $slug ): bool {
		return $this->switches()[ $slug ] ?? false;
	}

	/**
	 * Every known module's switch, stored values over defaults.
	 *
	 * @return array<string, bool>
	 */
	public function switches(): array {
		$stored = self::stored( self::OPTION_MODULES, $this->default_switches() );
		if ( null === $this->read_switches || $this->read_switches[0] !== $stored ) {
			// Read at each module's wiring and by the settings screen: sanitised once per value.
			$this->read_switches = array( $stored, $this->sanitize_switches( is_array( $stored ) ? $stored : array() ) );
		}
		return $this->read_switches[1];
	}

	/**
	 * A settings option read on every request (module switches, search settings, languages).
	 * One never saved is stored once, autoloaded, so that later requests do not each ask the
	 * database for an option that is not there. Store defaults that never change with the
	 * site; the language settings, whose defaults follow the locale, store an empty array.
	 *
	 * @param string $option   Option name.
	 * @param array  $defaults What a site that never saved it stores.
	 * @return mixed The stored value.
	 */
	public static function stored( string $option, array $defaults ): mixed {
		$stored = get_option( $option, null );
		if ( null === $stored ) {
			add_option( $option, $defaults );
			$stored = $defaults;
		}
		return $stored;
	}

	/**
	 * Keeps only known modules, as booleans, and fills the missing ones with their default (on),
	 * so a module added by an update is on without the owner saving again.
	 *
	 * @param mixed $value The submitted or stored option value.
	 * @return array<string, bool>
	 */
	public function sanitize_switches( mixed $value ): array {
		$value    = is_array( $value ) ? $value : array();
		$switches = $this->default_switches();
		foreach ( $switches as $slug => $default ) {
			if ( array_key_exists( $slug, $value ) ) {
				$switches[ $slug ] = rest_sanitize_boolean( $value[ $slug ] );
			}
		}
		return $switches;
	}

	/**
	 * The modules in display order, as the settings screen shows them.
	 *
	 * @return list<array{slug: string, label: string, description: string}>
	 */
	public function module_descriptions(): array {
		return array_map(
			static fn ( Module $module ): array => array(
				'slug'        => $module->slug(),
				'label'       => $module->label(),
				'description' => $module->description(),
			),
			$this->modules
		);
	}

	/**
	 * Every module on.
	 *
	 * @return array<string, bool>
	 */
	private function default_switches(): array {
		if ( null === $this->default_switches ) {
			$this->default_switches = array();
			foreach ( $this->modules as $module ) {
				$this->default_switches[ $module->slug() ] = true;
			}
		}
		return $this->default_switches;
	}
}

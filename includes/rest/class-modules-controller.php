<?php
/**
 * GET /frontage/v1/modules: Frontage's modules, what each does and whether it is switched on.
 *
 * @package Frontage
 */

namespace Frontage\Rest;

use Frontage\Plugin;
use Frontage\Settings\Settings;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Read-only: switches are saved through /wp/v2/settings (option `frontage_modules`), so there is
 * one way to change them and WordPress's own settings checks apply.
 */
final class Modules_Controller {

	/**
	 * Frontage's REST namespace.
	 */
	public const NAMESPACE = 'frontage/v1';

	/**
	 * Takes the settings that know the modules and their switches.
	 *
	 * @param Settings $settings Module list and switches.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * Registers the route when the REST API starts.
	 */
	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers GET /frontage/v1/modules.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/modules',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_modules' ),
					// Which features a site runs is configuration: the same people who may change it.
					'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
				),
				'schema' => array( $this, 'schema' ),
			)
		);
	}

	/**
	 * Every module in display order, with its switch.
	 */
	public function list_modules(): \WP_REST_Response {
		$switches = $this->settings->switches();
		$modules  = array_map(
			static fn ( array $module ): array => $module + array(
				'enabled'  => $switches[ $module['slug'] ] ?? false,
				'requires' => Plugin::REQUIRES[ $module['slug'] ] ?? array(),
			),
			$this->settings->module_descriptions()
		);
		return rest_ensure_response( $modules );
	}

	/**
	 * The schema of one module in the list.
	 *
	 * @return array<string, mixed>
	 */
	public function schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'frontage-module',
			'type'       => 'object',
			'properties' => array(
				'slug'        => array(
					'type'        => 'string',
					'description' => __( 'The module key, as in the frontage_modules option.', 'frontage' ),
				),
				'label'       => array(
					'type'        => 'string',
					'description' => __( 'The module name.', 'frontage' ),
				),
				'description' => array(
					'type'        => 'string',
					'description' => __( 'What the module gives the site.', 'frontage' ),
				),
				'enabled'     => array(
					'type'        => 'boolean',
					'description' => __( 'Whether the module is switched on.', 'frontage' ),
				),
				'requires'    => array(
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
					'description' => __( 'The modules it works with only: while one of them is off, so is this one.', 'frontage' ),
				),
			),
		);
	}
}

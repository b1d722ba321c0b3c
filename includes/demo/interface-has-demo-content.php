<?php
/**
 * What a module implements to add its own demo content to `npm start`'s site.
 *
 * @package Frontage
 */

namespace Frontage\Demo;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Seeding must be idempotent: use Demo_Content's ensure_* helpers, which find what an earlier
 * run made instead of making it twice.
 */
interface Has_Demo_Content {

	/**
	 * Creates the module's demo content, or finds it from an earlier run.
	 *
	 * @param Demo_Content $demo The seeder, with its idempotent helpers.
	 * @return string[] One line per item: what was created or found.
	 */
	public function seed_demo( Demo_Content $demo ): array;
}

<?php
/**
 * What every Frontage module is: a switchable feature that wires itself with add_hooks().
 *
 * @package Frontage
 */

namespace Frontage;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A module is built by the composition root (Plugin) and, only when the owner has it switched on,
 * asked to add its hooks. Constructors do nothing; a module that is off leaves no trace.
 */
interface Module {

	/**
	 * The module's key: its folder name in includes/ and src/, and its key in the switches option.
	 */
	public function slug(): string;

	/**
	 * The translated name shown on Settings → Frontage.
	 */
	public function label(): string;

	/**
	 * A translated sentence saying what switching the module on gives the site.
	 */
	public function description(): string;

	/**
	 * Registers the module's actions and filters. Called once per request, only when switched on.
	 */
	public function add_hooks(): void;
}

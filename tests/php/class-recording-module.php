<?php
/**
 * A stand-in module for the tests of how Plugin switches modules on and off.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

use Frontage\Module;

/**
 * A module that records whether it was asked to add hooks.
 */
final class Recording_Module implements Module {

	/**
	 * Whether add_hooks() ran.
	 *
	 * @var bool
	 */
	public bool $hooked = false;

	/**
	 * Takes the slug it answers to.
	 *
	 * @param string $slug Module slug.
	 */
	public function __construct( private string $slug ) {}

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return $this->slug;
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return $this->slug;
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return $this->slug;
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		$this->hooked = true;
	}
}

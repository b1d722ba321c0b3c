<?php
/**
 * A service built the first time it is used, so that a request which never needs it never loads
 * its classes (docs/ARCHITECTURE.md "What a request loads").
 *
 * @package Frontage
 */

namespace Frontage;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Stands in for a service in hooks: `array( $lazy, 'method' )` is a callback that builds the
 * service on its first call (once per request), then calls the service's method with the hook's
 * arguments. The modules wire their REST controllers, admin screens, editor scripts and block
 * renderers this way; `instance()` hands the service itself to what needs it as a dependency.
 */
final class Lazy {

	/**
	 * The service, once built.
	 *
	 * @var object|null
	 */
	private ?object $service = null;

	/**
	 * Takes how to build the service.
	 *
	 * @param \Closure(): object $build Builds the service with its dependencies; called at most once.
	 */
	public function __construct( private \Closure $build ) {}

	/**
	 * The service, built on the first call.
	 *
	 * @return object
	 */
	public function instance(): object {
		$this->service ??= ( $this->build )();
		return $this->service;
	}

	/**
	 * Calls a method of the service (a hook's callback), building the service first if needed.
	 *
	 * @param string  $method    The service's method.
	 * @param mixed[] $arguments The hook's arguments.
	 * @return mixed What the method returns.
	 */
	public function __call( string $method, array $arguments ): mixed {
		return $this->instance()->$method( ...$arguments );
	}
}

<?php
/**
 * What the modules add to other blocks' types (attributes, context) as WordPress registers them,
 * through one `register_block_type_args` filter (docs/ARCHITECTURE.md "What a request loads").
 *
 * @package Frontage
 */

namespace Frontage;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * WordPress registers about 110 block types on every request, at `init`. A filter on
 * `register_block_type_args` would be called for each of them (a hook call each, about 1 µs),
 * for the dozen types the modules add to (sticky, the lightbox, the menus' modes, the menus per
 * language). So the additions are made to the types already registered once, at the end of
 * `init` (the types' `attributes`, `uses_context` and `provides_context`, which is all the
 * additions change), and only the types registered after that pass through the filter, which
 * looks the block's name up and runs only the additions for that name, then those for every
 * block (ALL). A type is never used before `init` ends: blocks render after it.
 *
 * Additions only the editor reads (an attribute without a default, such as the motion effects'
 * on every block: a visitor's page renders a block's attributes whether its type declares them
 * or not) are made where the block registry is read for editing: in the admin, in WP-CLI, and
 * before a REST route that reads the registry (Assets::reads_block_registry(): the block types,
 * the block renderer's validation…), to the types registered by then and to those registered
 * after. A visitor's page skips them: about 0.2 ms of every page (docs/ARCHITECTURE.md "What a
 * request loads").
 */
final class Block_Type_Args {

	/**
	 * The key of additions made to every block type.
	 */
	public const ALL = '*';

	/**
	 * Block name (or ALL) → the additions, each `( array $args, string $name ): array`.
	 *
	 * @var array<string, array<int, callable>>
	 */
	private static array $additions = array();

	/**
	 * The same for additions only the editor reads (add_for_editor()).
	 *
	 * @var array<string, array<int, callable>>
	 */
	private static array $editor_additions = array();

	/**
	 * Whether a REST route that reads the block registry made the editor's additions.
	 *
	 * @var bool
	 */
	private static bool $editor_reads = false;

	/**
	 * The parts of a block type that additions change, which can be changed after it registered.
	 */
	private const CHANGEABLE = array( 'attributes', 'uses_context', 'provides_context' );

	/**
	 * Adds to the types of some blocks, as they register from now on.
	 *
	 * @param string[] $blocks   Block names, or array( self::ALL ).
	 * @param callable $addition `( array $args, string $name ): array` — the block type's arguments, changed.
	 */
	public static function add( array $blocks, callable $addition ): void {
		foreach ( $blocks as $block ) {
			self::$additions[ $block ][] = $addition;
		}
		self::add_filter();
	}

	/**
	 * Adds to the types of some blocks where the editor reads them (see the class): the
	 * addition may change the arguments' `attributes` only, the one part of a type that can be
	 * completed after it registered.
	 *
	 * @param string[] $blocks   Block names, or array( self::ALL ).
	 * @param callable $addition `( array $args, string $name ): array` — the block type's arguments, changed.
	 */
	public static function add_for_editor( array $blocks, callable $addition ): void {
		foreach ( $blocks as $block ) {
			self::$editor_additions[ $block ][] = $addition;
		}
		self::add_filter();
		if ( false === has_filter( 'rest_pre_dispatch', array( self::class, 'apply_for_route' ) ) ) {
			add_filter( 'rest_pre_dispatch', array( self::class, 'apply_for_route' ), 0, 3 );
		}
	}

	/**
	 * Makes the additions from now on: to the types registered by the end of `init`
	 * (apply_to_registered()), then to later ones through the filter; after `init`, through the
	 * filter only.
	 */
	private static function add_filter(): void {
		if ( did_action( 'init' ) && ! doing_action( 'init' ) ) {
			self::filter_later_types();
		} elseif ( false === has_action( 'init', array( self::class, 'apply_to_registered' ) ) ) {
			add_action( 'init', array( self::class, 'apply_to_registered' ), PHP_INT_MAX );
		}
	}

	/**
	 * The one filter, added once, for the types registered after `init`.
	 */
	private static function filter_later_types(): void {
		if ( false === has_filter( 'register_block_type_args', array( self::class, 'apply' ) ) ) {
			add_filter( 'register_block_type_args', array( self::class, 'apply' ), 10, 2 );
		}
	}

	/**
	 * At the end of `init`: the additions to every type registered so far (WordPress's own
	 * register during `init`), then the filter for the types registered later.
	 */
	public static function apply_to_registered(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$editor   = self::$editor_additions && self::editor_reads();
		// Every type when an addition is for every block; else only the types named.
		$names = $editor || isset( self::$additions[ self::ALL ] ) ? array_keys( $registry->get_all_registered() ) : array_keys( self::$additions );
		foreach ( $names as $name ) {
			$type = $registry->get_registered( $name );
			if ( ! $type ) {
				continue;
			}
			if ( isset( self::$additions[ $name ] ) || isset( self::$additions[ self::ALL ] ) ) {
				self::patch( $type, self::$additions );
			}
			if ( $editor ) {
				self::patch( $type, self::$editor_additions );
			}
		}
		self::filter_later_types();
	}

	/**
	 * Makes additions to a type already registered, to the parts they may change (CHANGEABLE).
	 *
	 * @param \WP_Block_Type                       $type      The registered type.
	 * @param array<string, array<int, callable>> $additions Name → additions.
	 */
	private static function patch( \WP_Block_Type $type, array $additions ): void {
		$before = array();
		foreach ( self::CHANGEABLE as $part ) {
			$before[ $part ] = (array) ( $type->$part ?? array() );
		}
		$args = (array) self::run( $additions, $before, $type->name );
		foreach ( self::CHANGEABLE as $part ) {
			if ( isset( $args[ $part ] ) && $before[ $part ] !== $args[ $part ] ) {
				$type->$part = (array) $args[ $part ];
			}
		}
	}

	/**
	 * The additions for one block type (register_block_type_args).
	 *
	 * @param mixed $args The block type's arguments.
	 * @param mixed $name The block's name.
	 * @return mixed
	 */
	public static function apply( mixed $args, mixed $name ): mixed {
		if ( ! is_array( $args ) || ! is_string( $name ) ) {
			return $args;
		}
		// Most block types have no addition: one look each.
		if ( isset( self::$additions[ $name ] ) || isset( self::$additions[ self::ALL ] ) ) {
			$args = self::run( self::$additions, $args, $name );
		}
		return self::$editor_additions && self::editor_reads() ? self::run( self::$editor_additions, $args, $name ) : $args;
	}

	/**
	 * Before a REST route that reads the block registry (rest_pre_dispatch): the editor's
	 * additions, to every type registered so far, once; the filter makes them to later ones.
	 *
	 * @param mixed $result  The answer so far (passed through).
	 * @param mixed $server  The server.
	 * @param mixed $request The request.
	 * @return mixed
	 */
	public static function apply_for_route( mixed $result, mixed $server = null, mixed $request = null ): mixed {
		if ( self::editor_reads() || ! Assets::reads_block_registry( $request ) ) {
			return $result;
		}
		self::$editor_reads = true;
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $type ) {
			self::patch( $type, self::$editor_additions );
		}
		return $result;
	}

	/**
	 * Whether the editor's additions are made to types as they register: in the admin, in
	 * WP-CLI, and once a REST route that reads the registry made them (apply_for_route()).
	 */
	private static function editor_reads(): bool {
		return self::$editor_reads || is_admin() || ( defined( 'WP_CLI' ) && WP_CLI );
	}

	/**
	 * Runs the additions for one name, then those for every block.
	 *
	 * @param array<string, array<int, callable>> $additions Name → additions.
	 * @param mixed                               $args      The block type's arguments.
	 * @param string                              $name      The block's name.
	 * @return mixed
	 */
	private static function run( array $additions, mixed $args, string $name ): mixed {
		foreach ( $additions[ $name ] ?? array() as $addition ) {
			$args = $addition( $args, $name );
		}
		foreach ( $additions[ self::ALL ] ?? array() as $addition ) {
			$args = $addition( $args, $name );
		}
		return $args;
	}
}

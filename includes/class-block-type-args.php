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
 * WordPress registers about 110 block types on every request and runs each through
 * `register_block_type_args`. A filter per setting (sticky, motion effects, the lightbox, the
 * menus' modes, the menus per language) cost five hook calls per block type; here one call
 * looks the block's name up and runs only the additions for that name, then those for every
 * block (ALL).
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
	 * The one filter, added once.
	 */
	private static function add_filter(): void {
		if ( false === has_filter( 'register_block_type_args', array( self::class, 'apply' ) ) ) {
			add_filter( 'register_block_type_args', array( self::class, 'apply' ), 10, 2 );
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
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $type ) {
			$args             = self::run( self::$editor_additions, array( 'attributes' => (array) ( $type->attributes ?? array() ) ), $name );
			$type->attributes = (array) ( $args['attributes'] ?? array() );
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

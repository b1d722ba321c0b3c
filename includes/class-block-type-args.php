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
	 * Adds to the types of some blocks, as they register from now on.
	 *
	 * @param string[] $blocks   Block names, or array( self::ALL ).
	 * @param callable $addition `( array $args, string $name ): array` — the block type's arguments, changed.
	 */
	public static function add( array $blocks, callable $addition ): void {
		foreach ( $blocks as $block ) {
			self::$additions[ $block ][] = $addition;
		}
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
		foreach ( self::$additions[ $name ] ?? array() as $addition ) {
			$args = $addition( $args, $name );
		}
		foreach ( self::$additions[ self::ALL ] ?? array() as $addition ) {
			$args = $addition( $args, $name );
		}
		return $args;
	}
}

<?php
/**
 * Translation groups: when an editor links a page to its translations, every page of the group
 * gets the same links.
 *
 * @package Frontage
 */

namespace Frontage\Language;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * `_frontage_translations` (code → post id) is kept on each post of a group (Language_Urls reads
 * it there). When one post's links change — through the editor's Language panel, REST, or
 * update_post_meta() — this class makes the group agree:
 *
 * - each linked post of the same post type that the user may edit (any, for code running without
 *   a user) joins, taking the language it is linked as (its `_frontage_language`), and leaves
 *   any group it was in;
 * - links to itself, to other post types, to posts the user may not edit and to unpublished
 *   languages are dropped;
 * - a post that leaves a group (its links emptied, or it is unlinked from a member) takes only
 *   itself out: the rest of the group stays linked and forgets it;
 * - a post whose own language changes takes its new place in its group;
 * - a post the user may not edit is never changed, whatever happens to its group: it keeps its
 *   links until someone who may edit it saves them (docs/language.md).
 */
final class Language_Translations {

	/**
	 * Whether this class is writing the meta (its own writes do not start another round).
	 *
	 * @var bool
	 */
	private bool $writing = false;

	/**
	 * The group a post was in before its links changed, by post id.
	 *
	 * @var array<int, array<string, int>>
	 */
	private array $before = array();

	/**
	 * Add hooks.
	 */
	public function add_hooks(): void {
		add_action( 'update_post_meta', array( $this, 'remember_before' ), 10, 3 );
		add_action( 'delete_post_meta', array( $this, 'remember_before_delete' ), 10, 3 );
		add_action( 'added_post_meta', array( $this, 'spread' ), 10, 3 );
		add_action( 'updated_post_meta', array( $this, 'spread' ), 10, 3 );
		add_action( 'deleted_post_meta', array( $this, 'spread' ), 10, 3 );
	}

	/**
	 * Remembers a post's group before its links are updated.
	 *
	 * @param int    $meta_id   The meta row.
	 * @param int    $object_id The post.
	 * @param string $meta_key  The key.
	 */
	public function remember_before( $meta_id, int $object_id, string $meta_key ): void {
		if ( Language_Urls::META_TRANSLATIONS === $meta_key && ! $this->writing ) {
			$this->before[ $object_id ] = self::links( $object_id );
		}
	}

	/**
	 * Remembers a post's group before its links are deleted.
	 *
	 * @param string[]|int[] $meta_ids  The meta rows.
	 * @param int            $object_id The post.
	 * @param string         $meta_key  The key.
	 */
	public function remember_before_delete( $meta_ids, int $object_id, string $meta_key ): void {
		$this->remember_before( 0, $object_id, $meta_key );
	}

	/**
	 * Makes the group agree with the post whose links or language changed.
	 *
	 * @param int|int[] $meta_id   The meta row(s).
	 * @param int       $object_id The post.
	 * @param string    $meta_key  The key.
	 */
	public function spread( $meta_id, int $object_id, string $meta_key ): void {
		// A post's own language changing moves it within its group too.
		if ( ! in_array( $meta_key, array( Language_Urls::META_TRANSLATIONS, Language_Urls::META_LANGUAGE ), true ) || $this->writing ) {
			return;
		}
		$post = get_post( $object_id );
		if ( ! $post ) {
			return;
		}
		$this->writing = true;
		try {
			$before = $this->before[ $object_id ] ?? self::links( $object_id );
			unset( $this->before[ $object_id ] );
			$group = $this->group_for( $post, self::links( $object_id ) );

			// The group splits in two: the posts no longer linked stay linked to each other and
			// forget only this post's group (this post leaving takes only itself out).
			foreach ( array_diff( $before, $group ) as $left ) {
				if ( $left !== $object_id && self::may_change( $left ) ) {
					$links = array_filter( self::links( $left ), static fn ( int $id ): bool => ! in_array( $id, $group, true ) );
					update_post_meta( $left, Language_Urls::META_TRANSLATIONS, $links );
				}
			}
			foreach ( $group as $member ) {
				// A member leaves the group it was in: that group forgets it.
				foreach ( array_diff( self::links( $member ), $group ) as $former ) {
					if ( ! self::may_change( $former ) ) {
						continue;
					}
					$links = array_filter( self::links( $former ), static fn ( int $id ): bool => $id !== $member );
					update_post_meta( $former, Language_Urls::META_TRANSLATIONS, $links );
				}
				$links = array_filter( $group, static fn ( int $id ): bool => $id !== $member );
				update_post_meta( $member, Language_Urls::META_TRANSLATIONS, $links );
			}
		} finally {
			$this->writing = false;
		}
	}

	/**
	 * The group a post's links make: code → post id, the post itself included under its own
	 * language, each member set to the language it is linked as.
	 *
	 * @param \WP_Post           $post  The post.
	 * @param array<string, int> $links Its links.
	 * @return array<string, int>
	 */
	private function group_for( \WP_Post $post, array $links ): array {
		$settings = Language_Settings::get();
		$own      = Language_Urls::post_language( $post->ID );
		$group    = array( $own => $post->ID );
		foreach ( $links as $code => $id ) {
			$linked = get_post( $id );
			$code   = (string) $code;
			// phpcs:ignore PSR2.ControlStructures.ControlStructureSpacing.SpacingAfterOpenBrace -- one condition a line.
			if (
				! $linked
				|| $linked->ID === $post->ID
				|| $linked->post_type !== $post->post_type
				|| ! in_array( $code, $settings['publish_languages'], true )
				|| isset( $group[ $code ] )
				|| ! self::may_change( $linked->ID )
			) {
				continue;
			}
			if ( Language_Urls::post_language( $linked->ID ) !== $code ) {
				update_post_meta( $linked->ID, Language_Urls::META_LANGUAGE, $code === $settings['default_language'] ? '' : $code );
			}
			$group[ $code ] = $linked->ID;
		}
		return $group;
	}

	/**
	 * Whether this request may change a post's links or language: a signed-in user only those of
	 * posts they may edit; code running without a user (WP-CLI, imports, the demo) is trusted, as
	 * WordPress trusts it with the meta.
	 *
	 * @param int $post_id The post.
	 */
	private static function may_change( int $post_id ): bool {
		return ! is_user_logged_in() || current_user_can( 'edit_post', $post_id );
	}

	/**
	 * A post's links as stored, cleaned.
	 *
	 * @param int $post_id The post.
	 * @return array<string, int>
	 */
	private static function links( int $post_id ): array {
		return Language_Urls::sanitize_translations( get_post_meta( $post_id, Language_Urls::META_TRANSLATIONS, true ) );
	}
}

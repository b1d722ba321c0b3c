<?php
/**
 * Who may see which file and category. Every file id a visitor sends is checked here.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A file is visible when its post is published (or private and the user may read private
 * files), and its category and every ancestor category admit the user. A category restricted
 * to logged-in users or to roles restricts everything below it.
 */
final class Visibility {

	/**
	 * Takes the categories it reads settings from.
	 *
	 * @param Categories $categories Category settings.
	 */
	public function __construct( private Categories $categories ) {}

	/**
	 * Whether a user may see a file (its record and its bytes).
	 *
	 * @param File          $file The file.
	 * @param \WP_User|null $user The asker; null for the current user.
	 */
	public function can_see_file( File $file, ?\WP_User $user = null ): bool {
		$user = $user ?? wp_get_current_user();
		return self::can_see_status( $file, $user ) && $this->can_see_category( $file->category_id, $user );
	}

	/**
	 * can_see_file() for many files at once, each category checked once (a zip of 200 files of
	 * one category walks its chain once, not 200 times).
	 *
	 * @param array<File|null> $files The files (null: none, not seen).
	 * @param \WP_User|null    $user  The asker; null for the current user.
	 * @return array<bool> With the same keys.
	 */
	public function can_see_files( array $files, ?\WP_User $user = null ): array {
		$user       = $user ?? wp_get_current_user();
		$categories = array();
		$seen       = array();
		foreach ( $files as $key => $file ) {
			$seen[ $key ] = $file instanceof File && self::can_see_status( $file, $user )
				&& ( $categories[ $file->category_id ] ??= $this->can_see_category( $file->category_id, $user ) );
		}
		return $seen;
	}

	/**
	 * Whether a file's status lets a user see it: published, or private to those who may read
	 * private posts.
	 *
	 * @param File     $file The file.
	 * @param \WP_User $user The asker.
	 */
	private static function can_see_status( File $file, \WP_User $user ): bool {
		return 'publish' === $file->status || ( 'private' === $file->status && user_can( $user, 'read_private_posts' ) );
	}

	/**
	 * Whether a user may see a category: it and all its ancestors admit them. 0 (no category)
	 * is visible.
	 *
	 * @param int           $category_id Category id.
	 * @param \WP_User|null $user        The asker; null for the current user.
	 */
	public function can_see_category( int $category_id, ?\WP_User $user = null ): bool {
		$user = $user ?? wp_get_current_user();
		// Library managers see everything, so that they can manage restricted categories.
		if ( Permissions::can_manage( $user ) ) {
			return true;
		}
		foreach ( $this->categories->chain( $category_id ) as $id ) {
			$category = $this->categories->get( $id );
			if ( ! $category || ! $this->admits( $category, $user ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The ids of the categories a user may not see (with everything below them), for queries
	 * that must leave their files out.
	 *
	 * @param \WP_User|null $user The asker; null for the current user.
	 * @return int[]
	 */
	public function hidden_category_ids( ?\WP_User $user = null ): array {
		$user = $user ?? wp_get_current_user();
		if ( Permissions::can_manage( $user ) ) {
			return array();
		}
		$hidden = array();
		foreach ( $this->categories->all() as $category ) {
			// all() lists parents first, so a hidden parent is known before its children.
			if ( in_array( $category['parent'], $hidden, true ) || ! $this->admits( $category, $user ) ) {
				$hidden[] = $category['id'];
			}
		}
		return $hidden;
	}

	/**
	 * Whether one category's own setting admits a user.
	 *
	 * @param array<string, mixed> $category From Categories::get().
	 * @param \WP_User             $user     The asker.
	 */
	private function admits( array $category, \WP_User $user ): bool {
		switch ( $category['visibility'] ) {
			case 'logged_in':
				return $user->exists();
			case 'roles':
				return $user->exists() && (bool) array_intersect( $user->roles, $category['roles'] );
			default:
				return true;
		}
	}
}

<?php
/**
 * The published builder popups with their cleaned settings, kept in one option so a page finds
 * the popups it may show without querying and cleaning each one.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The option `frontage_popup_index` (autoloaded) holds, for each published popup, its id,
 * title (plain text, for the dialog's label), content version, whether it has a password, and
 * settings as Popup_Settings::get() cleans them. It is dropped when a
 * popup or its settings change and built again on the next page that asks, so it never serves
 * stale settings. Autoloaded, it arrives with WordPress's own options: a page reads it without a
 * query of its own (bench/boot.mjs; tests/php/test-query-counts.php counts it). It holds settings,
 * never content: a few hundred bytes a popup, at most MAX_POPUPS of them.
 */
final class Popup_Index {

	/**
	 * The option.
	 */
	public const OPTION = 'frontage_popup_index';

	/**
	 * The most popups listed.
	 */
	private const MAX_POPUPS = 100;

	/**
	 * Add hooks: anything that changes a popup drops the index.
	 */
	public function add_hooks(): void {
		add_action( 'save_post_' . Popups_Module::POST_TYPE, array( self::class, 'forget' ) );
		add_action( 'deleted_post', array( $this, 'forget_post' ) );
		add_action( 'transition_post_status', array( $this, 'forget_on_status' ), 10, 3 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'forget_meta' ), 10, 3 );
		}
	}

	/**
	 * Drops the index.
	 */
	public static function forget(): void {
		delete_option( self::OPTION );
		// delete_option() drops an autoloaded option from the loaded options only; a copy read on
		// its own (the index built by another request after this one loaded them) stays in a
		// persistent object cache (docs/scale-out.md "A persistent object cache").
		wp_cache_delete( self::OPTION, 'options' );
	}

	/**
	 * Drops the index when a popup is deleted.
	 *
	 * @param int $post_id The deleted post.
	 */
	public function forget_post( int $post_id ): void {
		if ( Popups_Module::POST_TYPE === get_post_type( $post_id ) ) {
			self::forget();
		}
	}

	/**
	 * Drops the index when a popup is published, unpublished or trashed.
	 *
	 * @param string   $new_status The new status.
	 * @param string   $old_status The old one.
	 * @param \WP_Post $post       The post.
	 */
	public function forget_on_status( string $new_status, string $old_status, \WP_Post $post ): void {
		if ( Popups_Module::POST_TYPE === $post->post_type && $new_status !== $old_status ) {
			self::forget();
		}
	}

	/**
	 * Drops the index when a popup's settings change.
	 *
	 * @param int|int[] $meta_ids  The meta rows.
	 * @param int       $object_id The post.
	 * @param string    $meta_key  The key.
	 */
	public function forget_meta( $meta_ids, int $object_id, string $meta_key ): void {
		if ( Popup_Settings::META === $meta_key ) {
			self::forget();
		}
	}

	/**
	 * The keys of an entry; an index whose entries lack one was built by an older version and is
	 * built again.
	 */
	private const ENTRY_KEYS = array( 'id', 'title', 'version', 'protected', 'settings' );

	/**
	 * The published popups, oldest first (menu order, then date).
	 *
	 * @return array<int, array{id: int, title: string, version: string, protected: bool, settings: array<string, mixed>}>
	 */
	public static function all(): array {
		$index = get_option( self::OPTION, null );
		if ( is_array( $index ) && self::is_current( $index ) ) {
			return $index;
		}
		$index = array();
		$posts = get_posts(
			array(
				'post_type'        => Popups_Module::POST_TYPE,
				'post_status'      => 'publish',
				'numberposts'      => self::MAX_POPUPS,
				'orderby'          => 'menu_order date',
				'order'            => 'ASC',
				'suppress_filters' => false,
			)
		);
		foreach ( $posts as $post ) {
			$index[] = self::entry( $post );
		}
		update_option( self::OPTION, $index, true );
		return $index;
	}

	/**
	 * One popup's entry, as the index keeps it.
	 *
	 * @param \WP_Post      $post    The popup: its id, password and settings.
	 * @param \WP_Post|null $content What visitors see of it: the popup itself, or for a preview its
	 *                               autosave (Popup_Preview), whose title and blocks are newer.
	 * @return array{id: int, title: string, version: string, protected: bool, settings: array<string, mixed>}
	 */
	public static function entry( \WP_Post $post, ?\WP_Post $content = null ): array {
		$content ??= $post;
		// The dialog's label is the title alone: not "Protected: …" for a popup with a password.
		$bare_title = static fn(): string => '%s';
		add_filter( 'protected_title_format', $bare_title );
		$title = get_the_title( $content );
		remove_filter( 'protected_title_format', $bare_title );
		return array(
			'id'        => $post->ID,
			// Plain text: the title as visitors see it, its entities (&#8220; from curly quotes,
			// &amp;) decoded once; the dialog sets it as a DOM attribute, which escapes it.
			'title'     => html_entity_decode( wp_strip_all_tags( $title ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			// Frequency caps start over with a new version when reset_on_change is on.
			'version'   => substr( md5( $content->post_title . "\n" . $content->post_content ), 0, 8 ),
			// Checked on every page (Popup_Output): whether this visitor has the password.
			'protected' => '' !== $post->post_password,
			'settings'  => Popup_Settings::get( $post->ID ),
		);
	}

	/**
	 * Whether a stored index has every key this version reads.
	 *
	 * @param array<mixed> $index The stored index.
	 */
	private static function is_current( array $index ): bool {
		foreach ( $index as $entry ) {
			if ( ! is_array( $entry ) || array_diff( self::ENTRY_KEYS, array_keys( $entry ) ) ) {
				return false;
			}
		}
		return true;
	}
}

<?php
/**
 * Tests for includes/popups/class-popup-index.php: the index of published popups never serves
 * stale settings.
 *
 * @package Frontage
 */

use Frontage\Popups\Popup_Index;
use Frontage\Popups\Popup_Settings;
use Frontage\Popups\Popups_Module;
use Frontage\Tests\Test_Case;

/**
 * Publishing, changing settings, editing content, trashing and deleting all show at once.
 */
final class Test_Popup_Index extends Test_Case {

	/**
	 * The index entry of a popup, or null.
	 *
	 * @param int $id The popup.
	 * @return array<string, mixed>|null
	 */
	private static function entry( int $id ): ?array {
		foreach ( Popup_Index::all() as $popup ) {
			if ( $popup['id'] === $id ) {
				return $popup;
			}
		}
		return null;
	}

	/**
	 * Every change reaches the index.
	 */
	public function test_changes_show_at_once(): void {
		$id = $this->create_post(
			array(
				'post_type'   => Popups_Module::POST_TYPE,
				'post_title'  => 'Offer',
				'post_status' => 'draft',
			)
		);
		$this->assertNull( self::entry( $id ), 'Drafts are not listed.' );

		wp_publish_post( $id );
		$entry = self::entry( $id );
		$this->assertSame( 'Offer', $entry['title'] );
		$this->assertSame( Popup_Settings::defaults(), $entry['settings'] );
		$this->assertIsArray( get_option( Popup_Index::OPTION ), 'Kept for the next page.' );

		$settings                                = Popup_Settings::defaults();
		$settings['triggers']['page_load_delay'] = 9;
		update_post_meta( $id, Popup_Settings::META, $settings );
		$this->assertSame( 9, self::entry( $id )['settings']['triggers']['page_load_delay'] );

		$version = self::entry( $id )['version'];
		wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => 'New offer',
			)
		);
		$this->assertNotSame( $version, self::entry( $id )['version'], 'New content, new version.' );

		wp_trash_post( $id );
		$this->assertNull( self::entry( $id ) );
		wp_untrash_post( $id );
		wp_publish_post( $id );
		$this->assertNotNull( self::entry( $id ) );
		wp_delete_post( $id, true );
		$this->assertNull( self::entry( $id ) );
	}

	/**
	 * A change shows even when the index was read from the object cache on its own rather than
	 * with the autoloaded options. That happens with a persistent object cache on a busy site: a
	 * request that loaded the autoloaded options before another request built the index writes
	 * them back without it, and the next request reads the index by itself and caches that copy
	 * (docs/scale-out.md "A persistent object cache").
	 */
	public function test_a_change_shows_when_the_index_was_cached_on_its_own(): void {
		$id = $this->create_post(
			array(
				'post_type'  => Popups_Module::POST_TYPE,
				'post_title' => 'Offer',
			)
		);
		$this->assertNotNull( self::entry( $id ) );
		$alloptions = wp_load_alloptions();
		$kept       = $alloptions[ Popup_Index::OPTION ];
		unset( $alloptions[ Popup_Index::OPTION ] );
		wp_cache_set( 'alloptions', $alloptions, 'options' );
		wp_cache_set( Popup_Index::OPTION, $kept, 'options' );

		$settings                                = Popup_Settings::defaults();
		$settings['triggers']['page_load_delay'] = 7;
		update_post_meta( $id, Popup_Settings::META, $settings );
		$this->assertSame( 7, self::entry( $id )['settings']['triggers']['page_load_delay'] );
	}
}

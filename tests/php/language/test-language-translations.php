<?php
/**
 * Tests for includes/language/class-language-translations.php: translation groups agree on
 * every post, whatever post's links change.
 *
 * @package Frontage
 */

use Frontage\Language\Language_Settings;
use Frontage\Language\Language_Urls;
use Frontage\Tests\Test_Case;

/**
 * English, German and French pages linked, unlinked, and moved between groups.
 */
final class Test_Language_Translations extends Test_Case {

	/**
	 * Three languages; an editor at work.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'  => 'en_US',
				'publish_languages' => array( 'en_US', 'de_DE', 'fr_FR' ),
			)
		);
		$this->act_as( 'editor' );
	}

	/**
	 * A page in a language.
	 *
	 * @param string $code Its language ('' for the default).
	 * @param string $type Its post type.
	 */
	private function page( string $code = '', string $type = 'page' ): int {
		return $this->create_post(
			array(
				'post_type'  => $type,
				'meta_input' => $code ? array( Language_Urls::META_LANGUAGE => $code ) : array(),
			)
		);
	}

	/**
	 * A post's links.
	 *
	 * @param int $id The post.
	 * @return array<string, int>
	 */
	private static function links( int $id ): array {
		return Language_Urls::sanitize_translations( get_post_meta( $id, Language_Urls::META_TRANSLATIONS, true ) );
	}

	/**
	 * Links set on one page reach the others, each taking the language it is linked as.
	 */
	public function test_linking_reaches_the_whole_group(): void {
		$english = $this->page();
		$german  = $this->page();
		$french  = $this->page( 'fr_FR' );

		update_post_meta(
			$english,
			Language_Urls::META_TRANSLATIONS,
			array(
				'de_DE' => $german,
				'fr_FR' => $french,
			)
		);

		$this->assertSame( 'de_DE', Language_Urls::post_language( $german ), 'Linked as German, it is German.' );
		$this->assertEqualsCanonicalizing(
			array(
				'de_DE' => $german,
				'fr_FR' => $french,
			),
			self::links( $english )
		);
		$this->assertEqualsCanonicalizing(
			array(
				'en_US' => $english,
				'fr_FR' => $french,
			),
			self::links( $german )
		);
		$this->assertEqualsCanonicalizing(
			array(
				'en_US' => $english,
				'de_DE' => $german,
			),
			self::links( $french )
		);
	}

	/**
	 * Unlinking one page takes it out on every side.
	 */
	public function test_unlinking_leaves_the_group(): void {
		[ $english, $german, $french ] = $this->group_of_three();

		update_post_meta( $german, Language_Urls::META_TRANSLATIONS, array( 'en_US' => $english ) );

		$this->assertSame( array(), self::links( $french ), 'French left the group German now makes.' );
		$this->assertSame( array( 'de_DE' => $german ), self::links( $english ) );

		delete_post_meta( $english, Language_Urls::META_TRANSLATIONS );
		$this->assertSame( array(), self::links( $german ) );
	}

	/**
	 * A page joining another group leaves its old one, which forgets it.
	 */
	public function test_a_page_belongs_to_one_group(): void {
		$english = $this->page();
		$german  = $this->page( 'de_DE' );
		update_post_meta( $english, Language_Urls::META_TRANSLATIONS, array( 'de_DE' => $german ) );

		$other = $this->page();
		update_post_meta( $other, Language_Urls::META_TRANSLATIONS, array( 'de_DE' => $german ) );

		$this->assertSame( array( 'en_US' => $other ), self::links( $german ) );
		$this->assertSame( array(), self::links( $english ) );
	}

	/**
	 * Self-links, other post types, posts the user may not edit and unpublished languages are
	 * dropped; nothing else changes.
	 */
	public function test_links_that_cannot_be_are_dropped(): void {
		$english = $this->page();
		$post    = $this->page( '', 'post' );
		$this->act_as( 'administrator' );
		$locked = $this->create_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'private',
			)
		);
		$this->act_as( 'author' );
		$mine = $this->create_post( array( 'post_type' => 'page' ) );

		update_post_meta(
			$mine,
			Language_Urls::META_TRANSLATIONS,
			array(
				'en_US' => $mine,
				'de_DE' => $post,
				'fr_FR' => $locked,
				'es_ES' => $english,
			)
		);

		$this->assertSame( array(), self::links( $mine ) );
		$this->assertSame( array(), self::links( $locked ) );
		$this->assertSame( '', get_post_meta( $locked, Language_Urls::META_LANGUAGE, true ) );
	}

	/**
	 * An English, a German and a French page linked as one group.
	 *
	 * @return array{0: int, 1: int, 2: int} English, German, French.
	 */
	private function group_of_three(): array {
		$english = $this->page();
		$german  = $this->page( 'de_DE' );
		$french  = $this->page( 'fr_FR' );
		update_post_meta(
			$english,
			Language_Urls::META_TRANSLATIONS,
			array(
				'de_DE' => $german,
				'fr_FR' => $french,
			)
		);
		return array( $english, $german, $french );
	}

	/**
	 * A page that leaves its group takes only itself out: the others stay linked to each other.
	 */
	public function test_a_page_leaving_keeps_the_rest_of_the_group_linked(): void {
		[ $english, $german, $french ] = $this->group_of_three();

		delete_post_meta( $french, Language_Urls::META_TRANSLATIONS );

		$this->assertSame( array( 'de_DE' => $german ), self::links( $english ), 'English and German are still translations of each other.' );
		$this->assertSame( array( 'en_US' => $english ), self::links( $german ) );
		$this->assertSame( array(), self::links( $french ) );

		// Leaving by emptying its links, as the Language panel saves it, does the same.
		[ $english, $german, $french ] = $this->group_of_three();
		update_post_meta( $german, Language_Urls::META_TRANSLATIONS, array() );
		$this->assertSame( array( 'fr_FR' => $french ), self::links( $english ) );
		$this->assertSame( array( 'en_US' => $english ), self::links( $french ) );
		$this->assertSame( array(), self::links( $german ) );
	}

	/**
	 * An author whose own page an administrator linked into a group takes it out: the
	 * administrator's pages stay linked to each other, and none of them is changed.
	 */
	public function test_an_author_leaving_changes_no_page_of_the_administrator(): void {
		$author_id = $this->act_as( 'author' );
		$this->act_as( 'administrator' );
		$french = $this->create_post(
			array(
				'post_type'   => 'post',
				'post_author' => $author_id,
				'meta_input'  => array( Language_Urls::META_LANGUAGE => 'fr_FR' ),
			)
		);
		$english = $this->create_post( array( 'post_type' => 'post' ) );
		$german  = $this->create_post(
			array(
				'post_type'  => 'post',
				'meta_input' => array( Language_Urls::META_LANGUAGE => 'de_DE' ),
			)
		);
		update_post_meta(
			$english,
			Language_Urls::META_TRANSLATIONS,
			array(
				'de_DE' => $german,
				'fr_FR' => $french,
			)
		);
		$english_links = self::links( $english );
		$german_links  = self::links( $german );
		$this->assertSame( array( 'en_US', 'de_DE' ), array_keys( self::links( $french ) ) );

		wp_set_current_user( $author_id );
		$this->assertTrue( current_user_can( 'edit_post', $french ) );
		$this->assertFalse( current_user_can( 'edit_post', $english ) );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $french, array( 'meta' => array( Language_Urls::META_TRANSLATIONS => (object) array() ) ) );
		$this->assertSame( 200, $response->get_status() );

		$this->assertSame( array(), self::links( $french ), 'The author’s post left.' );
		$this->assertSame( $english_links, self::links( $english ), 'The administrator’s posts are not changed.' );
		$this->assertSame( $german_links, self::links( $german ) );
		$this->assertSame( $german, self::links( $english )['de_DE'], 'English and German are still linked.' );
		$this->assertSame( $english, self::links( $german )['en_US'] );
	}

	/**
	 * An author cannot change the links of an administrator's post in any way: not directly,
	 * not by linking their own post to it, not by linking it away from its group.
	 */
	public function test_an_author_cannot_change_the_links_of_an_administrators_post(): void {
		$author_id = $this->act_as( 'author' );
		$this->act_as( 'administrator' );
		$english = $this->create_post( array( 'post_type' => 'post' ) );
		$german  = $this->create_post(
			array(
				'post_type'  => 'post',
				'meta_input' => array( Language_Urls::META_LANGUAGE => 'de_DE' ),
			)
		);
		update_post_meta( $english, Language_Urls::META_TRANSLATIONS, array( 'de_DE' => $german ) );
		$mine = $this->create_post(
			array(
				'post_type'   => 'post',
				'post_author' => $author_id,
			)
		);
		$before = array(
			$english => self::links( $english ),
			$german  => self::links( $german ),
		);
		$languages = array(
			$english => get_post_meta( $english, Language_Urls::META_LANGUAGE, true ),
			$german  => get_post_meta( $german, Language_Urls::META_LANGUAGE, true ),
		);
		wp_set_current_user( $author_id );

		$response = $this->rest( 'POST', '/wp/v2/posts/' . $english, array( 'meta' => array( Language_Urls::META_TRANSLATIONS => array( 'fr_FR' => $mine ) ) ) );
		$this->assertContains( $response->get_status(), array( 401, 403 ) );
		update_post_meta( $mine, Language_Urls::META_TRANSLATIONS, array( 'de_DE' => $german ) );
		update_post_meta(
			$mine,
			Language_Urls::META_TRANSLATIONS,
			array(
				'de_DE' => $german,
				'fr_FR' => $english,
			)
		);
		delete_post_meta( $mine, Language_Urls::META_TRANSLATIONS );

		foreach ( $before as $id => $links ) {
			$this->assertSame( $links, self::links( $id ), "Post $id keeps its links." );
			$this->assertSame( $languages[ $id ], get_post_meta( $id, Language_Urls::META_LANGUAGE, true ), "Post $id keeps its language." );
		}
	}

	/**
	 * A page whose language changes takes its new place in the group.
	 */
	public function test_a_language_change_moves_the_page_in_its_group(): void {
		$english = $this->page();
		$german  = $this->page( 'de_DE' );
		update_post_meta( $english, Language_Urls::META_TRANSLATIONS, array( 'de_DE' => $german ) );

		update_post_meta( $german, Language_Urls::META_LANGUAGE, 'fr_FR' );

		$this->assertSame( array( 'fr_FR' => $german ), self::links( $english ) );
	}
}

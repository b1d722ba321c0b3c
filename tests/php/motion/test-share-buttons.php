<?php
/**
 * Tests for the Share buttons block (includes/motion/class-share-buttons.php; docs/motion.md
 * "Share buttons"): plain share links for the page, built here, opening the networks in a new
 * tab without telling them where the visitor came from; the copy and share buttons hidden until
 * the script shows them; labels in the site's language; nothing of a third party's.
 *
 * @package Frontage
 */

use Frontage\Motion\Share_Buttons;
use Frontage\Tests\Test_Case;

/**
 * The block as a page renders it.
 */
final class Test_Share_Buttons extends Test_Case {

	/**
	 * The view script's handle, as WordPress names a block's viewScript.
	 */
	private const SCRIPT = 'frontage-share-buttons-view-script';

	/**
	 * Puts the main query back, forgets the queued script.
	 */
	protected function tearDown(): void {
		wp_reset_query();
		wp_dequeue_script( self::SCRIPT );
		parent::tearDown();
	}

	/**
	 * The block's markup on a published page's own view.
	 *
	 * @param array<string, mixed> $attrs The block's attributes.
	 * @param string               $title The page's title.
	 * @return array{0: string, 1: string} The markup and the page's address.
	 */
	private function on_a_page( array $attrs = array(), string $title = 'Fish & chips: a “guide”' ): array {
		$id                  = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => $title,
			)
		);
		$GLOBALS['wp_query'] = new WP_Query( array( 'page_id' => $id ) ); // The page under test; tearDown resets it.
		// As on the page itself, whatever an earlier test left: render_block() gives blocks the
		// global post as their context.
		$GLOBALS['post'] = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page under test; tearDown resets it.
		$html            = do_blocks( '<!-- wp:frontage/share-buttons ' . wp_json_encode( (object) $attrs ) . ' /-->' );
		return array( $html, (string) get_permalink( $id ) );
	}

	/**
	 * The links: class suffix → [href, target, rel, aria-label, text].
	 *
	 * @param string $html The markup.
	 * @return array<string, array<int, string>>
	 */
	private static function links( string $html ): array {
		$links = array();
		$tag   = new WP_HTML_Tag_Processor( $html );
		while ( $tag->next_tag( 'a' ) ) {
			preg_match( '/__link--(\w+)/', (string) $tag->get_attribute( 'class' ), $m );
			$links[ $m[1] ] = array(
				html_entity_decode( (string) $tag->get_attribute( 'href' ) ),
				(string) $tag->get_attribute( 'target' ),
				(string) $tag->get_attribute( 'rel' ),
				(string) $tag->get_attribute( 'aria-label' ),
			);
		}
		return $links;
	}

	/**
	 * By default: X, Facebook, LinkedIn and email links carrying the page's address and title,
	 * the networks in a new tab with rel="noopener noreferrer", each named for screen readers;
	 * the copy and share buttons hidden; an empty polite status; no script, image or frame of a
	 * network's; the view script queued with the block.
	 */
	public function test_share_links_for_the_page(): void {
		$this->assertFalse( wp_script_is( self::SCRIPT, 'enqueued' ) );
		[ $html, $url ] = $this->on_a_page();
		$u              = rawurlencode( $url );
		$t              = rawurlencode( 'Fish & chips: a “guide”' );
		$this->assertSame(
			array(
				'x'        => array( "https://x.com/intent/post?url=$u&text=$t", '_blank', 'noopener noreferrer', 'Share on X (opens in a new tab)' ),
				'facebook' => array( "https://www.facebook.com/sharer/sharer.php?u=$u", '_blank', 'noopener noreferrer', 'Share on Facebook (opens in a new tab)' ),
				'linkedin' => array( "https://www.linkedin.com/sharing/share-offsite/?url=$u", '_blank', 'noopener noreferrer', 'Share on LinkedIn (opens in a new tab)' ),
				'email'    => array( "mailto:?subject=$t&body=$u", '', '', 'Share by Email' ),
			),
			self::links( $html )
		);
		$this->assertMatchesRegularExpression( '#<li class="wp-block-frontage-share-buttons__item" hidden><button type="button" class="wp-block-frontage-share-buttons__copy">Copy link</button></li>#', $html );
		$this->assertMatchesRegularExpression( '#<li class="wp-block-frontage-share-buttons__item" hidden><button type="button" class="wp-block-frontage-share-buttons__native">Share…</button></li>#', $html );
		$this->assertStringContainsString( '<p class="wp-block-frontage-share-buttons__status" role="status"></p>', $html );
		$this->assertStringContainsString( 'data-copied="Link copied"', $html );
		$this->assertStringContainsString( 'data-url="' . esc_attr( $url ) . '"', $html );
		$this->assertDoesNotMatchRegularExpression( '#<(script|img|iframe)\b#', $html );
		$this->assertTrue( wp_script_is( self::SCRIPT, 'enqueued' ) );
	}

	/**
	 * The services setting picks and orders what shows; unknown names are dropped; none left
	 * shows every service.
	 */
	public function test_the_services_setting(): void {
		[ $html ] = $this->on_a_page( array( 'services' => array( 'email', 'myspace', 'x', 'x' ) ) );
		$this->assertSame( array( 'email', 'x' ), array_keys( self::links( $html ) ) );
		$this->assertStringNotContainsString( '__copy', $html );
		$this->assertSame( Share_Buttons::DEFAULT_SERVICES, Share_Buttons::services( array( 'myspace' ) ) );
		$this->assertSame( Share_Buttons::DEFAULT_SERVICES, Share_Buttons::services( 'x' ) );
		$this->assertSame( array( 'copy' ), Share_Buttons::services( array( 7, 'copy', null ) ) );
	}

	/**
	 * The labels are translated on the server, in the site's language.
	 */
	public function test_labels_in_the_site_language(): void {
		$translate = static fn ( $translation, $text ) => array(
			'Copy link'                        => 'Copier le lien',
			'Link copied'                      => 'Lien copié',
			'Share on %s (opens in a new tab)' => 'Partager sur %s (nouvel onglet)',
		)[ $text ] ?? $translation;
		add_filter( 'gettext_frontage', $translate, 10, 2 );
		[ $html ] = $this->on_a_page();
		remove_filter( 'gettext_frontage', $translate );
		$this->assertStringContainsString( '>Copier le lien</button>', $html );
		$this->assertStringContainsString( 'data-copied="Lien copié"', $html );
		$this->assertSame( 'Partager sur Facebook (nouvel onglet)', self::links( $html )['facebook'][3] );
	}

	/**
	 * In a Query Loop, each post's buttons share that post.
	 */
	public function test_a_post_in_a_loop_shares_itself(): void {
		$id    = $this->create_post( array( 'post_title' => 'In the loop' ) );
		$block = new WP_Block(
			array(
				'blockName'    => Share_Buttons::NAME,
				'attrs'        => array( 'services' => array( 'facebook' ) ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array( 'postId' => $id )
		);
		$this->assertSame( 'https://www.facebook.com/sharer/sharer.php?u=' . rawurlencode( (string) get_permalink( $id ) ), self::links( $block->render() )['facebook'][0] );
	}

	/**
	 * The demo page holds two sets.
	 */
	public function test_the_demo_page(): void {
		$page = Share_Buttons::demo_page();
		$this->assertSame( 'Share buttons', $page['title'] );
		$this->assertSame( 2, substr_count( do_blocks( $page['content'] ), 'wp-block-frontage-share-buttons__list' ) );
	}
}

<?php
/**
 * Tests for the Lightbox (includes/motion/class-lightbox.php, class-lightbox-links.php;
 * docs/motion.md "Lightbox"): which links a page's blocks mark for it, the slideshow of a
 * gallery, the owner's choices, core's own lightbox left alone, and the script queued only on
 * a page that has something to open.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Motion\Lightbox;
use Frontage\Motion\Lightbox_Links;
use Frontage\Tests\Test_Case;

/**
 * Blocks holding links, as a page renders them.
 */
final class Test_Lightbox extends Test_Case {

	/**
	 * Forgets the queued script and style, and the hosts filter.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( Lightbox_Links::HANDLE );
		wp_dequeue_style( Lightbox_Links::HANDLE );
		remove_all_filters( Lightbox_Links::HOSTS_FILTER );
		parent::tearDown();
	}

	/**
	 * An address in this site's uploads.
	 *
	 * @param string $name The file's name.
	 */
	private static function upload( string $name ): string {
		return home_url( '/wp-content/uploads/2026/01/' . $name );
	}

	/**
	 * An image block as the editor saves it.
	 *
	 * @param array<string, mixed> $attrs   Its attributes.
	 * @param string|null          $href    Its link, or null.
	 * @param string               $caption Its caption.
	 */
	private static function image( array $attrs = array(), ?string $href = null, string $caption = '' ): string {
		$img = '<img src="' . esc_url( self::upload( 'photo-1024x683.jpg' ) ) . '" alt=""/>';
		if ( null !== $href ) {
			$img   = '<a href="' . esc_url( $href ) . '">' . $img . '</a>';
			$attrs = $attrs + array( 'linkDestination' => 'media' );
		}
		$caption = '' === $caption ? '' : '<figcaption class="wp-element-caption">' . $caption . '</figcaption>';
		return '<!-- wp:image ' . wp_json_encode( (object) $attrs ) . ' --><figure class="wp-block-image">' . $img . $caption . '</figure><!-- /wp:image -->';
	}

	/**
	 * A gallery of images linked to their files (or not).
	 *
	 * @param array<string, mixed> $attrs  The gallery's attributes.
	 * @param string[]             $images The images' blocks.
	 */
	private static function gallery( array $attrs, array $images ): string {
		return '<!-- wp:gallery ' . wp_json_encode( (object) $attrs ) . ' --><figure class="wp-block-gallery has-nested-images">' . implode( '', $images ) . '</figure><!-- /wp:gallery -->';
	}

	/**
	 * A paragraph holding the given markup.
	 *
	 * @param string $html Its inside.
	 */
	private static function paragraph( string $html ): string {
		return '<!-- wp:paragraph --><p>' . $html . '</p><!-- /wp:paragraph -->';
	}

	/**
	 * Each link of the markup: its address => its mark (null: a plain link).
	 *
	 * @param string $html Markup.
	 * @return array<string, string|null>
	 */
	private static function marks( string $html ): array {
		$tags  = new WP_HTML_Tag_Processor( $html );
		$links = array();
		while ( $tags->next_tag( 'a' ) ) {
			$mark                                         = $tags->get_attribute( Lightbox_Links::MARK );
			$links[ (string) $tags->get_attribute( 'href' ) ] = is_string( $mark ) ? $mark : null;
		}
		return $links;
	}

	/**
	 * Whether the page has queued the lightbox's script.
	 */
	private static function queued(): bool {
		return wp_script_is( Lightbox_Links::HANDLE, 'enqueued' );
	}

	/**
	 * An image linked to its file opens alone; the script, its style and its words and hosts
	 * are queued with it.
	 */
	public function test_an_image_linked_to_its_file_opens_alone(): void {
		$this->assertFalse( self::queued() );

		$html = do_blocks( self::image( array(), self::upload( 'photo.jpg' ), 'A caption' ) );

		$this->assertSame( array( self::upload( 'photo.jpg' ) => '' ), self::marks( $html ) );
		$this->assertTrue( self::queued() );
		$this->assertTrue( wp_style_is( Lightbox_Links::HANDLE, 'enqueued' ) );
		$config = implode( '', (array) wp_scripts()->get_data( Lightbox_Links::HANDLE, 'before' ) );
		$this->assertStringContainsString( 'window.frontageLightbox=', $config );
		$this->assertStringContainsString( '"hosts":["' . wp_parse_url( home_url(), PHP_URL_HOST ) . '"]', $config );
		$this->assertStringContainsString( '"counter":"%1$s of %2$s"', $config );
	}

	/**
	 * A page whose links go to pages, a PDF, another site's images or scripts, or name an image
	 * only in the query, marks nothing and loads no script.
	 */
	public function test_links_to_non_images_and_other_hosts_stay_links(): void {
		$hrefs = array(
			home_url( '/about/' ),
			self::upload( 'guide.pdf' ),
			self::upload( 'archive.zip?name=photo.png' ),
			'https://images.example.com/photo.jpg',
			'//images.example.com/photo.png',
			'javascript:alert(1)//.png',
			'data:image/png;base64,AAAA.png',
			'ftp://' . wp_parse_url( home_url(), PHP_URL_HOST ) . '/a.png',
		);
		$html  = '';
		foreach ( $hrefs as $href ) {
			$html .= self::paragraph( '<a href="' . esc_attr( $href ) . '">link</a>' );
		}
		$html .= self::image( array(), home_url( '/a-page/' ) );
		$html .= self::image();

		$marks = self::marks( do_blocks( $html ) );

		$this->assertCount( 9, $marks );
		$this->assertSame( array(), array_filter( $marks, 'is_string' ) );
		$this->assertFalse( self::queued() );
	}

	/**
	 * A link in text opens whatever the extension's case and a query string; a relative one
	 * too. The owner keeps one link a link with the class no-lightbox, or a download link.
	 */
	public function test_links_in_text_and_the_owners_opt_out(): void {
		$html = do_blocks(
			self::paragraph( '<a href="' . esc_url( self::upload( 'Photo.JPEG?ver=2&amp;w=1' ) ) . '">a</a> <a href="/wp-content/uploads/b.avif">b</a> <a class="x no-lightbox" href="/c.png">c</a> <a download href="/d.png">d</a>' )
			. '<!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li><a href="/e.webp">e</a><!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li><a href="/f.gif">f</a></li><!-- /wp:list-item --></ul><!-- /wp:list --></li><!-- /wp:list-item --></ul><!-- /wp:list -->'
		);

		$this->assertSame(
			array(
				self::upload( 'Photo.JPEG?ver=2&w=1' ) => '',
				'/wp-content/uploads/b.avif'           => '',
				'/c.png'                               => null,
				'/d.png'                               => null,
				'/e.webp'                              => '',
				'/f.gif'                               => '',
			),
			self::marks( $html )
		);
	}

	/**
	 * Another host's images open once a filter allows the host (a CDN the uploads do not name).
	 */
	public function test_the_hosts_filter_allows_another_host(): void {
		add_filter( Lightbox_Links::HOSTS_FILTER, static fn ( array $hosts ): array => array_merge( $hosts, array( 'CDN.Example.com' ) ) );

		// A new Lightbox_Links: a page reads the hosts once, on its first link.
		$links = new Lightbox_Links( new Assets() );

		$marks = self::marks( $links->links( '<p><a href="https://cdn.example.com/a.png">a</a> <a href="https://other.example.com/a.png">b</a></p>' ) );

		$this->assertSame(
			array(
				'https://cdn.example.com/a.png'   => '',
				'https://other.example.com/a.png' => null,
			),
			$marks
		);
	}

	/**
	 * A gallery's images linked to their files make one slideshow, each gallery its own; an
	 * image linked to a page stays a link.
	 */
	public function test_each_gallery_is_one_slideshow(): void {
		$first  = self::gallery(
			array( 'linkTo' => 'media' ),
			array(
				self::image( array(), self::upload( 'a.jpg' ) ),
				self::image( array(), self::upload( 'b.png' ) ),
				self::image( array(), home_url( '/c/' ) ),
			)
		);
		$second = self::gallery( array( 'linkTo' => 'media' ), array( self::image( array(), self::upload( 'd.webp' ) ) ) );

		$marks = self::marks( do_blocks( $first . $second ) );

		$group = $marks[ self::upload( 'a.jpg' ) ];
		$this->assertMatchesRegularExpression( '/^gallery-\d+$/', (string) $group );
		$this->assertSame( $group, $marks[ self::upload( 'b.png' ) ] );
		$this->assertNull( $marks[ home_url( '/c/' ) ] );
		$this->assertMatchesRegularExpression( '/^gallery-\d+$/', (string) $marks[ self::upload( 'd.webp' ) ] );
		$this->assertNotSame( $group, $marks[ self::upload( 'd.webp' ) ] );
	}

	/**
	 * "Every image": a gallery's unlinked images get a link to their file, named when the image
	 * has no alt text; "Off" on a gallery or an image leaves every link a link, also inside a
	 * group, and loads no script.
	 */
	public function test_the_owners_choices(): void {
		$all = do_blocks( self::gallery( array( Lightbox::ATTRIBUTE => Lightbox::ALL ), array( self::image(), self::image() ) ) );

		$this->assertCount( 1, array_unique( self::marks( $all ) ) );
		$this->assertMatchesRegularExpression( '#<a href="' . preg_quote( self::upload( 'photo-1024x683.jpg' ), '#' ) . '" data-frontage-lightbox="gallery-\d+" aria-label="Enlarge image"><img #', $all );
		wp_dequeue_script( Lightbox_Links::HANDLE );

		$off = do_blocks(
			self::gallery( array( Lightbox::ATTRIBUTE => Lightbox::OFF ), array( self::image( array(), self::upload( 'a.jpg' ) ) ) )
			. '<!-- wp:group --><div class="wp-block-group">' . self::image( array( Lightbox::ATTRIBUTE => Lightbox::OFF ), self::upload( 'b.jpg' ) ) . '</div><!-- /wp:group -->'
		);

		$this->assertSame(
			array(
				self::upload( 'a.jpg' ) => null,
				self::upload( 'b.jpg' ) => null,
			),
			self::marks( $off )
		);
		$this->assertFalse( self::queued() );
	}

	/**
	 * An image whose "Expand on click" is on is WordPress's: it keeps core's lightbox and gets no
	 * link of ours, alone or in a gallery whose every image opens.
	 */
	public function test_cores_own_lightbox_is_left_alone(): void {
		$core = array(
			'lightbox'        => array( 'enabled' => true ),
			'linkDestination' => 'none',
		);

		$alone   = do_blocks( self::image( $core ) );
		$gallery = do_blocks( self::gallery( array( Lightbox::ATTRIBUTE => Lightbox::ALL ), array( self::image( $core ) ) ) );

		foreach ( array( $alone, $gallery ) as $html ) {
			$this->assertStringContainsString( 'data-wp-interactive="core/image"', $html );
			$this->assertStringNotContainsString( Lightbox_Links::MARK, $html );
		}
		$this->assertFalse( self::queued() );
	}

	/**
	 * The setting is an attribute of the image and gallery blocks, with the owner's choices.
	 */
	public function test_the_attribute_on_images_and_galleries(): void {
		$registry = WP_Block_Type_Registry::get_instance();

		$this->assertSame( array( '', 'off' ), $registry->get_registered( Lightbox::IMAGE )->attributes[ Lightbox::ATTRIBUTE ]['enum'] );
		$this->assertSame( array( '', 'all', 'off' ), $registry->get_registered( Lightbox::GALLERY )->attributes[ Lightbox::ATTRIBUTE ]['enum'] );
		$this->assertSame( Lightbox::OFF, Lightbox::choice( array( Lightbox::ATTRIBUTE => 'off' ) ) );
		$this->assertSame( Lightbox::AUTO, Lightbox::choice( array( Lightbox::ATTRIBUTE => '<b>' ) ) );
	}
}

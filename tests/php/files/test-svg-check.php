<?php
/**
 * Tests for includes/files/class-svg-check.php through Library::create(), on a site that allows
 * SVG uploads: an allowlist of elements, attributes and links (docs/files.md "SVG files").
 *
 * @package Frontage
 */

use Frontage\Files\File;
use Frontage\Files\Svg_Check;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * The known bypasses of the old pattern check are refused; a drawing with what design tools
 * write is stored byte for byte.
 */
final class Test_Svg_Check extends Library_Test_Case {

	/**
	 * Lets the site take SVG files for this test.
	 *
	 * @var Closure
	 */
	private Closure $allow_svg;

	/**
	 * Allows SVG and SVGZ uploads.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->allow_svg = static fn ( array $mimes ): array => $mimes + array(
			'svg'  => 'image/svg+xml',
			'svgz' => 'image/svg+xml',
		);
		add_filter( 'upload_mimes', $this->allow_svg );
	}

	/**
	 * Back to the site's types.
	 */
	protected function tearDown(): void {
		remove_filter( 'upload_mimes', $this->allow_svg );
		parent::tearDown();
	}

	/**
	 * Each SVG that could run script is refused with a 400, and nothing is stored.
	 *
	 * @dataProvider provide_active_svgs
	 *
	 * @param string $svg The file.
	 */
	public function test_svgs_that_could_run_script_are_refused( string $svg ): void {
		$before = $this->count_files();
		$result = $this->library->create( $this->temp_upload( $svg ), 'logo.svg', array( 'title' => 'Logo' ) );

		$this->assertInstanceOf( WP_Error::class, $result, 'Refused.' );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertSame( $before, $this->count_files(), 'Nothing stored.' );
	}

	/**
	 * The four bypasses of the pattern check, and the rest of what a browser would run.
	 *
	 * @return array<string, array{string}>
	 */
	public static function provide_active_svgs(): array {
		$svg = static fn ( string $body, string $attributes = '' ): string => '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"' . $attributes . '>' . $body . '</svg>';
		return array(
			'an encoded javascript: link'      => array( $svg( '<a href="&#106;avascript:alert(1)"><rect width="10" height="10"/></a>' ) ),
			'a tab inside javascript:'         => array( $svg( "<a xlink:href=\"java\tscript:alert(1)\"><rect width=\"10\" height=\"10\"/></a>" ) ),
			'an encoded tab inside it'         => array( $svg( '<a href="java&#9;script:alert(1)"><rect width="10" height="10"/></a>' ) ),
			'<set> of href to javascript:'     => array( $svg( '<a><set attributeName="href" to="&#106;avascript:alert(1)"/><rect width="10" height="10"/></a>' ) ),
			'<animate> of xlink:href'          => array( $svg( '<a><animate attributeName="xlink:href" values="javascript:alert(1)"/><text>x</text></a>' ) ),
			'<svg/onload=…>'                   => array( '<svg/onload=alert(1)>' ),
			'onload on the root'               => array( $svg( '<rect width="1" height="1"/>', ' onload="alert(1)"' ) ),
			'a script element'                 => array( $svg( '<script>alert(1)</script>' ) ),
			'a script in the HTML namespace'   => array( $svg( '<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>' ) ),
			'foreignObject'                    => array( $svg( '<foreignObject><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject>' ) ),
			'an entity'                        => array( '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "javascript:alert(1)">]><svg xmlns="http://www.w3.org/2000/svg"><a href="&x;"><text>x</text></a></svg>' ),
			'a stylesheet instruction'         => array( '<?xml version="1.0"?><?xml-stylesheet href="javascript:alert(1)"?><svg xmlns="http://www.w3.org/2000/svg"/>' ),
			'an SVG inside a data: link'       => array( $svg( '<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>' ) ),
			'javascript: in a style attribute' => array( $svg( '<rect width="1" height="1" style="fill:url(javascript:alert(1))"/>' ) ),
			'an import in a style element'     => array( $svg( '<style>@import url(https://example.org/x.css);</style>' ) ),
			'a relative link'                  => array( $svg( '<use href="other.svg#a"/>' ) ),
		);
	}

	/**
	 * A drawing as design tools write it — gradients, shapes, a `<use>` of a fragment, a title,
	 * a style element, links to the web and an inline PNG, Inkscape's own attributes — is stored
	 * byte for byte.
	 */
	public function test_a_benign_drawing_is_stored_unchanged(): void {
		$svg  = '<?xml version="1.0" encoding="UTF-8"?>' . "\n"
			. '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 100 100" width="100" height="100" inkscape:version="1.3">'
			. '<title>Logo</title><desc>A circle &amp; a square</desc>'
			. '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#036"/><stop offset="1" stop-color="#69c"/></linearGradient>'
			. '<symbol id="dot"><circle cx="5" cy="5" r="5"/></symbol></defs>'
			. '<style>.brand { fill: url(#g); stroke: #000; }</style>'
			. '<g inkscape:label="Layer 1" transform="translate(10 10)"><rect class="brand" width="40" height="40" rx="4" style="stroke-width:2"/>'
			. '<use href="#dot" x="50" y="50"/><use xlink:href="#dot" x="60" y="60"/>'
			. '<a href="https://example.org/" target="_blank"><text x="0" y="90" font-family="Arial" aria-label="Example">Example</text></a>'
			. '<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>'
			. '<animate attributeName="opacity" from="0" to="1" dur="1s"/></g></svg>';
		$this->assertNull( ( new Svg_Check() )->problem( $svg ) );

		$file = $this->make_file( array( 'title' => 'Logo' ), 'logo.svg', $svg );

		$this->assertSame( 'svg', $file->ext );
		$this->assertSame( $svg, file_get_contents( (string) $this->library->storage()->absolute_path( $file->path ) ) );
	}

	/**
	 * The refusal says what was found, so the uploader knows what to remove.
	 */
	public function test_the_refusal_names_what_was_found(): void {
		$check = new Svg_Check();
		$this->assertStringContainsString( 'the attribute onload', (string) $check->problem( '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>' ) );
		$this->assertStringContainsString( 'the element <script>', (string) $check->problem( '<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>' ) );
		$this->assertStringContainsString( 'a link to javascript:', (string) $check->problem( '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:x()"/></svg>' ) );
		$this->assertStringContainsString( 'DOCTYPE', (string) $check->problem( '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>' ) );
		$this->assertStringContainsString( 'not well-formed', (string) $check->problem( '<svg/onload=alert(1)>' ) );
	}

	/**
	 * A compressed SVG, on a site that accepts them (WordPress's content check sees gzip, so
	 * such sites filter it, as SVG plugins do), is checked on its decompressed content.
	 */
	public function test_a_compressed_svg_is_checked_too(): void {
		$svgz = static fn ( array $type, string $file, string $name ): array => str_ends_with( $name, '.svgz' )
			? array(
				'ext'             => 'svgz',
				'type'            => 'image/svg+xml',
				'proper_filename' => false,
			)
			: $type;
		add_filter( 'wp_check_filetype_and_ext', $svgz, 10, 3 );
		$bad    = gzencode( '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' );
		$result = $this->library->create( $this->temp_upload( (string) $bad ), 'logo.svgz' );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertStringContainsString( '<script>', $result->get_error_message() );
		$this->assertInstanceOf( File::class, $this->make_file( array(), 'logo.svgz', (string) gzencode( '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>' ) ) );
		remove_filter( 'wp_check_filetype_and_ext', $svgz );
	}

	/**
	 * How many library files there are, whatever their status.
	 */
	private function count_files(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", 'frontage_file' ) );
	}
}

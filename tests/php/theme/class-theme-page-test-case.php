<?php
/**
 * What the theme blocks' tests share: a page rendered as a visitor's request is, in a child
 * process (tests/php/fixtures/page-queries.php), so that what its <head> holds is what a visitor
 * gets; and a page template of the demo theme with a template part of its own, for a block in a
 * header.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

/**
 * Renders pages in a child process.
 */
abstract class Theme_Page_Test_Case extends Test_Case {

	/**
	 * A published page the test removes after it.
	 *
	 * @param string $content Its blocks.
	 * @param string $slug    Its slug ('' one made from the title).
	 * @return string Its address.
	 */
	protected function page_with( string $content, string $slug = '' ): string {
		$id = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Theme test ' . wp_generate_password( 6, false ),
				'post_name'    => $slug,
				'post_content' => $content,
			)
		);
		return (string) get_permalink( $id );
	}

	/**
	 * A template of the active theme for the page with this slug, whose header is a template part
	 * holding these blocks (both removed after the test).
	 *
	 * @param string $slug   The page's slug.
	 * @param string $header The header's blocks.
	 */
	protected function template_with_header( string $slug, string $header ): void {
		$theme = get_stylesheet();
		$part  = 'frontage-test-header-' . strtolower( wp_generate_password( 6, false ) );
		// The terms are set apart: wp_insert_post() sets them only for users who may assign them.
		$header_id = $this->create_post(
			array(
				'post_type'    => 'wp_template_part',
				'post_name'    => $part,
				'post_content' => $header,
			)
		);
		wp_set_object_terms( $header_id, $theme, 'wp_theme' );
		wp_set_object_terms( $header_id, 'header', 'wp_template_part_area' );
		$template_id = $this->create_post(
			array(
				'post_type'    => 'wp_template',
				'post_name'    => 'page-' . $slug,
				'post_content' => sprintf( '<!-- wp:template-part {"slug":"%s","theme":"%s","tagName":"header"} /--><!-- wp:post-content /-->', $part, $theme ),
			)
		);
		wp_set_object_terms( $template_id, $theme, 'wp_theme' );
	}

	/**
	 * A page as a visitor gets it, rendered in a child process (Test_Case::play_page()).
	 *
	 * @param string $url The address.
	 * @return array{html: string, classes: string[], status: int|false}
	 */
	protected function visit( string $url ): array {
		$result = $this->play_page( $url );
		$this->assertSame( 200, $result['status'], $url );
		return $result;
	}

	/**
	 * A page's <head>, and its <body>.
	 *
	 * @param string $html The page.
	 * @return array{0: string, 1: string}
	 */
	protected static function head_and_body( string $html ): array {
		$parts = explode( '</head>', $html, 2 );
		return array( $parts[0], $parts[1] ?? '' );
	}
}

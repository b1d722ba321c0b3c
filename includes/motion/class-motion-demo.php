<?php
/**
 * The motion module's demo pages: one per part, each showing every setting of it.
 *
 * @package Frontage
 */

namespace Frontage\Motion;

use Frontage\Demo\Demo_Content;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Seeds one page per part listed in PAGES (docs/motion.md "Demo"). A part's class gives its
 * page with a static demo_page(): array{ title: string, content: string } — the title, and the
 * page's block markup.
 */
final class Motion_Demo {

	/**
	 * Demo key (after "motion-") → the class whose demo_page() gives the page.
	 *
	 * @var array<string, class-string>
	 */
	private const PAGES = array(
		'lightbox' => Lightbox_Demo::class,
		'carousel' => Carousel_Block::class,
		'sticky'   => Sticky_Demo::class,
		'widgets'  => Widgets_Demo::class,
		'effects'  => Motion_Effects_Demo::class,
		'tabs'     => Tabs_Block::class,
		'table-of-contents' => Table_Of_Contents::class,
		'share-buttons'     => Share_Buttons::class,
		'posts'             => Query_Patterns::class,
	);

	/**
	 * Seeds each part's page once.
	 *
	 * @param Demo_Content $demo The seeder.
	 * @return string[] What was created or found.
	 */
	public static function seed( Demo_Content $demo ): array {
		$lines = array();
		foreach ( self::PAGES as $key => $class ) {
			$page    = $class::demo_page();
			$lines[] = $demo->ensure_page( 'motion-' . $key, $page['title'], $page['content'] );
		}
		return $lines;
	}
}

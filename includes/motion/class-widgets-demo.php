<?php
/**
 * The "Counters, progress and countdown" demo page (docs/widgets.md "Counter, progress and
 * countdown"): three counters, three progress bars and two countdowns, one of them past.
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Gives the page's markup; the counters and bars sit below a screenful of text, so that they
 * count and fill as the visitor scrolls to them.
 */
final class Widgets_Demo {

	/**
	 * The page.
	 *
	 * @return array{title: string, content: string}
	 */
	public static function demo_page(): array {
		$p     = static fn ( string $text ): string => "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->\n\n";
		$h     = static fn ( string $text ): string => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . esc_html( $text ) . "</h2>\n<!-- /wp:heading -->\n\n";
		$block = static fn ( string $name, array $attrs ): string => '<!-- wp:frontage/' . $name . ' ' . wp_json_encode( $attrs, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) . " /-->\n\n";
		$year  = (int) wp_date( 'Y' ) + 1;

		$counters = '';
		$figures  = array(
			array(
				'end'    => 12500,
				'suffix' => '+',
				'title'  => 'Downloads this year',
			),
			array(
				'end'      => 98.6,
				'decimals' => 1,
				'suffix'   => ' %',
				'title'    => 'Visitors who found their file',
			),
			array(
				'start'    => 100,
				'end'      => 2400,
				'prefix'   => '€',
				'duration' => 2000,
				'title'    => 'Raised, counted over two seconds',
			),
		);
		foreach ( $figures as $attrs ) {
			$counters .= "<!-- wp:column -->\n<div class=\"wp-block-column\">" . $block( 'counter', $attrs ) . "</div>\n<!-- /wp:column -->\n";
		}

		$content  = $p( 'Counters count up, and progress bars fill, when you scroll to them; with reduced motion asked for, they show their numbers at once. Their numbers are in the page itself, so they are right without JavaScript and for screen readers.' );
		$content .= $p( 'Scroll down to see them. The numbers are written as the site’s language writes them (Settings → General → Site Language), with its thousands separator and decimal point.' );
		$content .= "<!-- wp:spacer {\"height\":\"90vh\"} -->\n<div style=\"height:90vh\" aria-hidden=\"true\" class=\"wp-block-spacer\"></div>\n<!-- /wp:spacer -->\n\n";
		$content .= $h( 'Counters' );
		$content .= "<!-- wp:columns -->\n<div class=\"wp-block-columns\">" . $counters . "</div>\n<!-- /wp:columns -->\n\n";
		$content .= $h( 'Progress' );
		$content .= $block(
			'progress',
			array(
				'label' => 'Raised of our goal',
				'value' => 72,
			)
		);
		$content .= $block(
			'progress',
			array(
				'label' => 'Translated into French',
				'value' => 45.5,
			)
		);
		$content .= $block(
			'progress',
			array(
				'label'     => 'Chapters written',
				'value'     => 90,
				'showValue' => false,
			)
		);
		$content .= $h( 'Countdown' );
		$content .= $p( sprintf( 'To midnight on 1 January %d in the site’s time zone, wherever you are:', $year ) );
		$content .= $block( 'countdown', array( 'date' => $year . '-01-01T00:00' ) );
		$content .= $p( 'A countdown whose moment has passed shows its message from the first paint:' );
		$content .= $block(
			'countdown',
			array(
				'date'    => '2020-01-01T00:00',
				'message' => 'The early-bird offer has ended.',
			)
		);
		return array(
			'title'   => 'Counters, progress and countdown',
			'content' => $content,
		);
	}
}

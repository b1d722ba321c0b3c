<?php
/**
 * The posts and archive posts patterns of `core/query` and the Cards block style of
 * `core/post-template` (docs/widgets.md "Posts patterns and the Cards style").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Six block patterns — "Posts: classic / full content / cards" and their "Archive posts"
 * twins, which take the template's query — and the "Cards" style of the Post Template block.
 *
 * Nothing here runs on a visitor's page unless it uses the Cards style: Motion_Module registers
 * the patterns on `rest_api_init` (the editor reads them from /wp/v2/block-patterns/patterns) and
 * the style on `admin_init` and `rest_api_init` (WordPress hands server-registered styles to the
 * editor), and a page's Post Template with the style asks for its CSS as it renders.
 */
final class Query_Patterns {

	/**
	 * The patterns' names start with this.
	 */
	public const PREFIX = 'frontage/';

	/**
	 * Core's "Posts" pattern category (core's own Query Loop patterns' older `query` is shown
	 * as this one).
	 */
	public const CATEGORY = 'posts';

	/**
	 * The block the patterns are offered for, and whose style Cards is.
	 */
	public const QUERY_BLOCK = 'core/query';

	/**
	 * The block the Cards style belongs to.
	 */
	public const TEMPLATE_BLOCK = 'core/post-template';

	/**
	 * The handle of the Cards style's CSS on the front end (printed inline).
	 */
	public const STYLE_HANDLE = 'frontage-post-cards';

	/**
	 * The layouts, each a "Posts: …" and an "Archive posts: …" pattern.
	 */
	public const LAYOUTS = array( 'classic', 'full-content', 'cards' );

	/**
	 * The templates an archive pattern is offered for when the site editor makes one.
	 */
	private const ARCHIVE_TEMPLATES = array( 'archive', 'category', 'tag', 'author', 'date', 'taxonomy', 'search', 'home', 'index' );

	/**
	 * The Cards style: each post a bordered, rounded box (theme.json's spacing and colour presets,
	 * and `settings.custom.frontage.card` for the radius and border width), as tall as the others
	 * of its row, its featured image on top and edge to edge, its "Read more" at the bottom. The
	 * columns are core's own grid layout of the Post Template block.
	 */
	public const CSS = '.wp-block-post-template.is-style-frontage-cards>li{--frontage-card-padding:var(--wp--preset--spacing--30,1.25rem);display:flex;flex-direction:column;box-sizing:border-box;min-width:0;margin:0;padding:var(--frontage-card-padding);overflow:hidden;border:var(--wp--custom--frontage--card--border-width,1px) solid var(--wp--preset--color--contrast-3,color-mix(in srgb,currentColor 25%,transparent));border-radius:var(--wp--custom--frontage--card--radius,.5rem);background:var(--wp--preset--color--base-2,transparent)}'
		. '.wp-block-post-template.is-style-frontage-cards>li>.wp-block-post-featured-image{order:-1;margin:calc(-1*var(--frontage-card-padding)) calc(-1*var(--frontage-card-padding)) var(--frontage-card-padding)}'
		. '.wp-block-post-template.is-style-frontage-cards>li>.wp-block-post-featured-image img{width:100%;border-radius:0}'
		. '.wp-block-post-template.is-style-frontage-cards>li>.wp-block-group{display:flex;flex:1 1 auto;flex-direction:column}'
		. '.wp-block-post-template.is-style-frontage-cards>li>*{margin-block:0}'
		. '.wp-block-post-template.is-style-frontage-cards .wp-block-read-more{margin-top:auto;padding-top:var(--wp--preset--spacing--20,.75rem)}';

	/**
	 * Registers the six patterns and the Cards style, once (`rest_api_init` may fire again).
	 */
	public static function register(): void {
		self::register_style();
		$registry = \WP_Block_Patterns_Registry::get_instance();
		foreach ( self::patterns() as $name => $pattern ) {
			if ( ! $registry->is_registered( $name ) ) {
				register_block_pattern( $name, $pattern );
			}
		}
	}

	/**
	 * Registers the Cards style of the Post Template block, once, with its CSS for the editor
	 * (WordPress adds it to the editor's block styles).
	 */
	public static function register_style(): void {
		if ( \WP_Block_Styles_Registry::get_instance()->is_registered( self::TEMPLATE_BLOCK, Motion_Module::POST_CARDS_STYLE ) ) {
			return;
		}
		register_block_style(
			self::TEMPLATE_BLOCK,
			array(
				'name'         => Motion_Module::POST_CARDS_STYLE,
				'label'        => __( 'Cards', 'frontage' ),
				'inline_style' => self::CSS,
			)
		);
	}

	/**
	 * Queues the Cards style's CSS, printed inline in the head (block themes) or the footer.
	 */
	public static function enqueue_cards_style(): void {
		if ( ! wp_style_is( self::STYLE_HANDLE, 'registered' ) ) {
			wp_register_style( self::STYLE_HANDLE, false, array(), FRONTAGE_VERSION );
			wp_add_inline_style( self::STYLE_HANDLE, self::CSS );
		}
		wp_enqueue_style( self::STYLE_HANDLE );
	}

	/**
	 * The patterns, by name: the three layouts for a Query Loop of its own, then the same
	 * taking the template's query (`"inherit":true`), offered for the archive templates.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function patterns(): array {
		$titles   = array(
			'classic'      => array( __( 'Posts: classic', 'frontage' ), __( 'Archive posts: classic', 'frontage' ) ),
			'full-content' => array( __( 'Posts: full content', 'frontage' ), __( 'Archive posts: full content', 'frontage' ) ),
			'cards'        => array( __( 'Posts: cards', 'frontage' ), __( 'Archive posts: cards', 'frontage' ) ),
		);
		$about    = array(
			'classic'      => __( 'Each post’s title, date and excerpt, its featured image at the side.', 'frontage' ),
			'full-content' => __( 'Each post’s title, date and whole content.', 'frontage' ),
			'cards'        => __( 'A grid of cards: featured image, title, date, excerpt and a “Read more” link.', 'frontage' ),
		);
		$patterns = array();
		foreach ( self::LAYOUTS as $layout ) {
			$patterns[ self::PREFIX . 'posts-' . $layout ]         = array(
				'title'       => $titles[ $layout ][0],
				'description' => $about[ $layout ],
				'categories'  => array( self::CATEGORY ),
				'blockTypes'  => array( self::QUERY_BLOCK ),
				'content'     => self::markup( $layout, array( 'inherit' => false ) ),
			);
			$patterns[ self::PREFIX . 'archive-posts-' . $layout ] = array(
				'title'         => $titles[ $layout ][1],
				'description'   => $about[ $layout ] . ' ' . __( 'Shows the posts of the archive it is in (the template’s query).', 'frontage' ),
				'categories'    => array( self::CATEGORY ),
				'blockTypes'    => array( self::QUERY_BLOCK ),
				'templateTypes' => self::ARCHIVE_TEMPLATES,
				'content'       => self::markup( $layout, array( 'inherit' => true ) ),
			);
		}
		return $patterns;
	}

	/**
	 * A layout's Query Loop: its posts, pagination and a "no results" message.
	 *
	 * @param string               $layout      One of LAYOUTS.
	 * @param array<string, mixed> $query       The query's settings over the defaults (inherit,
	 *                                          perPage, pages…).
	 * @param int                  $query_id    The loop's id, which names its page parameter (0:
	 *                                          none, the editor gives one).
	 * @param int                  $title_level The posts' heading level.
	 * @return string Block markup.
	 */
	public static function markup( string $layout, array $query, int $query_id = 0, int $title_level = 2 ): string {
		$attrs = array(
			'query' => $query + array(
				'perPage'  => 'cards' === $layout ? 6 : ( 'classic' === $layout ? 5 : 3 ),
				'pages'    => 0,
				'offset'   => 0,
				'postType' => 'post',
				'order'    => 'desc',
				'orderBy'  => 'date',
				'author'   => '',
				'search'   => '',
				'exclude'  => array(),
				'sticky'   => '',
				'inherit'  => false,
			),
		);
		if ( $query_id > 0 ) {
			$attrs = array( 'queryId' => $query_id ) + $attrs;
		}
		$wide = 'cards' === $layout;
		if ( $wide ) {
			$attrs['align'] = 'wide';
		}
		$title = '<!-- wp:post-title ' . self::json(
			2 === $title_level ? array( 'isLink' => true ) : array(
				'isLink' => true,
				'level'  => $title_level,
			)
		) . " /-->\n\n";

		return '<!-- wp:query ' . self::json( $attrs ) . " -->\n"
			. '<div class="wp-block-query' . ( $wide ? ' alignwide' : '' ) . "\">\n"
			. self::post_template( $layout, $title )
			. "\n\n<!-- wp:query-pagination -->\n<!-- wp:query-pagination-previous /-->\n\n<!-- wp:query-pagination-numbers /-->\n\n<!-- wp:query-pagination-next /-->\n<!-- /wp:query-pagination -->\n\n"
			. "<!-- wp:query-no-results -->\n<!-- wp:paragraph -->\n<p>" . esc_html__( 'No posts were found.', 'frontage' ) . "</p>\n<!-- /wp:paragraph -->\n<!-- /wp:query-no-results -->\n"
			. "</div>\n<!-- /wp:query -->";
	}

	/**
	 * The Post Template block of a layout. Classic and full content are one column of core's
	 * grid layout (each post a grid item, which keeps the classic image's float inside it);
	 * cards are three columns (one on a phone: core's own rule) with the Cards style.
	 *
	 * @param string $layout One of LAYOUTS.
	 * @param string $title  The Post Title block.
	 * @return string Block markup.
	 */
	private static function post_template( string $layout, string $title ): string {
		$date = "<!-- wp:post-date /-->\n\n";
		if ( 'cards' === $layout ) {
			$attrs = array(
				'className' => 'is-style-' . Motion_Module::POST_CARDS_STYLE,
				'style'     => array( 'spacing' => array( 'blockGap' => 'var:preset|spacing|30' ) ),
				'layout'    => array(
					'type'        => 'grid',
					'columnCount' => 3,
				),
			);
			$post  = '<!-- wp:post-featured-image {"isLink":true,"aspectRatio":"16/9"} /-->' . "\n\n"
				. "<!-- wp:group -->\n<div class=\"wp-block-group\">" . $title . $date . "<!-- wp:post-excerpt /-->\n\n<!-- wp:read-more /--></div>\n<!-- /wp:group -->";
		} else {
			$attrs = array(
				'style'  => array( 'spacing' => array( 'blockGap' => 'var:preset|spacing|50' ) ),
				'layout' => array(
					'type'        => 'grid',
					'columnCount' => 1,
				),
			);
			$body  = 'classic' === $layout
				? '<!-- wp:post-featured-image {"isLink":true,"aspectRatio":"4/3","width":"33%","align":"right"} /-->' . "\n\n" . $title . $date . '<!-- wp:post-excerpt /-->'
				: $title . $date . '<!-- wp:post-content /-->';
			$post  = "<!-- wp:group -->\n<div class=\"wp-block-group\">" . $body . "</div>\n<!-- /wp:group -->";
		}
		return '<!-- wp:post-template ' . self::json( $attrs ) . " -->\n" . $post . "\n<!-- /wp:post-template -->";
	}

	/**
	 * Block attributes as the editor writes them.
	 *
	 * @param array<string, mixed> $attrs The attributes.
	 * @return string JSON.
	 */
	private static function json( array $attrs ): string {
		return (string) wp_json_encode( $attrs, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	}

	/**
	 * The demo page (docs/widgets.md "Posts patterns and the Cards style"): the three layouts on
	 * the demo posts, each loop a page parameter of its own; the first two show one page.
	 *
	 * @return array{title: string, content: string}
	 */
	public static function demo_page(): array {
		$p = static fn ( string $text ): string => "<!-- wp:paragraph -->\n<p>" . $text . "</p>\n<!-- /wp:paragraph -->\n\n";
		$h = static fn ( string $text ): string => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . $text . "</h2>\n<!-- /wp:heading -->\n\n";

		$content  = $p( 'Three ways to list posts, each a pattern of the Query Loop block that Frontage adds to the editor (Patterns → Posts, or “Choose” on a Query Loop). The same three, taking the posts of the archive they are in, are offered for archive templates.' );
		$content .= $h( 'Classic' );
		$content .= self::markup(
			'classic',
			array(
				'perPage' => 3,
				'pages'   => 1,
			),
			21,
			3
		) . "\n\n";
		$content .= $h( 'Full content' );
		$content .= self::markup(
			'full-content',
			array(
				'perPage' => 2,
				'pages'   => 1,
			),
			22,
			3
		) . "\n\n";
		$content .= $h( 'Cards' );
		$content .= $p( 'The Post Template block’s “Cards” style: a grid of boxes as tall as each other, three to a row on a wide screen and one on a phone.' );
		$content .= self::markup( 'cards', array( 'perPage' => 6 ), 23, 3 ) . "\n";
		return array(
			'title'   => 'Post layouts',
			'content' => $content,
		);
	}
}

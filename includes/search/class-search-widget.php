<?php
/**
 * The classic "Frontage file search" widget (docs/search.md: the search page embedded in a widget area).
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Files\Files_Module;
use Frontage\Lazy;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the same form as the block (reset link included: the widget reset of docs/search.md "Reset"), with
 * a title and the theme and page size of its results.
 */
final class Search_Widget extends \WP_Widget {

	/**
	 * The widget's id base, a stable name for saved widget settings.
	 */
	public const ID_BASE = 'frontage_file_search';

	/**
	 * Takes the block, which renders the form outside the block editor.
	 *
	 * @param Search_Block|Lazy $block The block and shortcode, or a Lazy that builds them when the
	 *                                widget is first shown.
	 */
	public function __construct( private Search_Block|Lazy $block ) {
		parent::__construct(
			self::ID_BASE,
			__( 'Frontage file search', 'frontage' ),
			array(
				'description'                 => __( 'Search the file library: keyword, filters, sortable results.', 'frontage' ),
				'customize_selective_refresh' => true,
			)
		);
	}

	/**
	 * Prints the widget.
	 *
	 * @param array<string, mixed> $args     The widget area's wrappers.
	 * @param array<string, mixed> $instance The widget's settings.
	 */
	public function widget( $args, $instance ): void {
		$instance = self::clean( is_array( $instance ) ? $instance : array() );
		$title    = apply_filters( 'widget_title', $instance['title'], $instance, $this->id_base );

		// The area's wrappers are the theme's markup, printed as WordPress's own widgets do.
		echo $args['before_widget'] ?? ''; // Printed as is: the theme's widget wrapper.
		if ( '' !== (string) $title ) {
			echo ( $args['before_title'] ?? '' ) . esc_html( (string) $title ) . ( $args['after_title'] ?? '' ); // Printed as is: the theme's title wrapper.
		}
		echo $this->block->render_standalone( // Printed as is: Search_Form escapes every part.
			array(
				'theme'          => $instance['theme'],
				'perPage'        => $instance['per_page'],
				'showFilters'    => $instance['show_filters'],
				'exclude'        => $instance['exclude'],
				'showPagination' => $instance['show_pagination'],
				'browseAll'      => $instance['browse_all'],
			)
		);
		echo $args['after_widget'] ?? ''; // Printed as is: the theme's widget wrapper.
	}

	/**
	 * The settings form on the widgets screen.
	 *
	 * @param array<string, mixed> $instance The widget's settings.
	 * @return string Empty: the form is printed.
	 */
	public function form( $instance ): string {
		$instance = self::clean( is_array( $instance ) ? $instance : array() );
		printf(
			'<p><label for="%1$s">%2$s</label><input class="widefat" id="%1$s" name="%3$s" type="text" value="%4$s"></p>',
			esc_attr( $this->get_field_id( 'title' ) ),
			esc_html__( 'Title:', 'frontage' ),
			esc_attr( $this->get_field_name( 'title' ) ),
			esc_attr( $instance['title'] )
		);
		$themes = array(
			'default' => __( 'Default', 'frontage' ),
			'ggd'     => __( 'GGD (details pop-up)', 'frontage' ),
			'preview' => __( 'Preview (details pop-up with preview)', 'frontage' ),
		);
		$options = '';
		foreach ( $themes as $value => $label ) {
			$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $value ), selected( $value, $instance['theme'], false ), esc_html( $label ) );
		}
		printf(
			'<p><label for="%1$s">%2$s</label> <select id="%1$s" name="%3$s">%4$s</select></p>',
			esc_attr( $this->get_field_id( 'theme' ) ),
			esc_html__( 'Results theme:', 'frontage' ),
			esc_attr( $this->get_field_name( 'theme' ) ),
			$options // Printed as is: escaped above.
		);
		printf(
			'<p><label for="%1$s">%2$s</label> <input id="%1$s" name="%3$s" type="number" min="1" max="%4$d" value="%5$d"></p>',
			esc_attr( $this->get_field_id( 'per_page' ) ),
			esc_html__( 'Files per page:', 'frontage' ),
			esc_attr( $this->get_field_name( 'per_page' ) ),
			(int) Search_Request::MAX_LIMIT,
			(int) $instance['per_page']
		);
		printf(
			'<p><input id="%1$s" name="%2$s" type="checkbox" value="1"%3$s> <label for="%1$s">%4$s</label></p>',
			esc_attr( $this->get_field_id( 'show_filters' ) ),
			esc_attr( $this->get_field_name( 'show_filters' ) ),
			checked( $instance['show_filters'], true, false ),
			esc_html__( 'Filters open at first', 'frontage' )
		);
		printf(
			'<p><input id="%1$s" name="%2$s" type="checkbox" value="1"%3$s> <label for="%1$s">%4$s</label></p>',
			esc_attr( $this->get_field_id( 'show_pagination' ) ),
			esc_attr( $this->get_field_name( 'show_pagination' ) ),
			checked( $instance['show_pagination'], true, false ),
			esc_html__( 'Page links under the results', 'frontage' )
		);
		printf(
			'<p><input id="%1$s" name="%2$s" type="checkbox" value="1"%3$s> <label for="%1$s">%4$s</label></p>',
			esc_attr( $this->get_field_id( 'browse_all' ) ),
			esc_attr( $this->get_field_name( 'browse_all' ) ),
			checked( $instance['browse_all'], true, false ),
			esc_html__( 'Show the newest files before a search (browse all)', 'frontage' )
		);
		$this->exclude_field( $instance['exclude'] );
		return '';
	}

	/**
	 * The categories to leave out, one checkbox each (with what is below them).
	 *
	 * @param int[] $exclude The ids left out now.
	 */
	private function exclude_field( array $exclude ): void {
		$terms = get_terms(
			array(
				'taxonomy'   => Files_Module::CATEGORY_TAXONOMY,
				'hide_empty' => false,
				'orderby'    => 'name',
			)
		);
		if ( ! is_array( $terms ) || ! $terms ) {
			return;
		}
		$boxes = '';
		foreach ( $terms as $term ) {
			$boxes .= sprintf(
				'<label style="display:block"><input type="checkbox" name="%1$s[]" value="%2$d"%3$s> %4$s</label>',
				esc_attr( $this->get_field_name( 'exclude' ) ),
				(int) $term->term_id,
				checked( in_array( (int) $term->term_id, $exclude, true ), true, false ),
				esc_html( $term->name )
			);
		}
		printf(
			'<fieldset><legend>%1$s</legend>%2$s</fieldset>',
			esc_html__( 'Categories left out of the search:', 'frontage' ),
			$boxes // Printed as is: escaped above.
		);
	}

	/**
	 * Saves the settings, cleaned.
	 *
	 * @param array<string, mixed> $new_instance The submitted settings.
	 * @param array<string, mixed> $old_instance The settings before.
	 * @return array<string, mixed>
	 */
	public function update( $new_instance, $old_instance ): array {
		unset( $old_instance );
		$new_instance = is_array( $new_instance ) ? $new_instance : array();
		// An unticked checkbox is not submitted at all.
		$new_instance['show_filters']    = ! empty( $new_instance['show_filters'] );
		$new_instance['show_pagination'] = ! empty( $new_instance['show_pagination'] );
		$new_instance['browse_all']      = ! empty( $new_instance['browse_all'] );
		$new_instance['exclude']         = $new_instance['exclude'] ?? array();
		return self::clean( $new_instance );
	}

	/**
	 * The settings with bad values replaced by defaults.
	 *
	 * @param array<string, mixed> $instance Settings.
	 * @return array{title: string, theme: string, per_page: int, show_filters: bool, show_pagination: bool, browse_all: bool, exclude: int[]}
	 */
	private static function clean( array $instance ): array {
		$theme    = $instance['theme'] ?? 'default';
		$per_page = isset( $instance['per_page'] ) && is_scalar( $instance['per_page'] ) ? absint( $instance['per_page'] ) : Search_Request::DEFAULT_LIMIT;
		return array(
			'title'           => isset( $instance['title'] ) && is_scalar( $instance['title'] ) ? sanitize_text_field( (string) $instance['title'] ) : '',
			'theme'           => in_array( $theme, Search_Request::THEMES, true ) ? $theme : 'default',
			'per_page'        => $per_page ? min( Search_Request::MAX_LIMIT, $per_page ) : Search_Request::DEFAULT_LIMIT,
			'show_filters'    => ! isset( $instance['show_filters'] ) || (bool) $instance['show_filters'],
			'show_pagination' => ! isset( $instance['show_pagination'] ) || (bool) $instance['show_pagination'],
			'browse_all'      => ! empty( $instance['browse_all'] ),
			'exclude'         => Search_Form::options( array( 'exclude' => $instance['exclude'] ?? array() ) )['exclude'],
		);
	}
}

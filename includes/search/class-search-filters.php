<?php
/**
 * The search form's filters region: category, tags, file types, size and dates.
 *
 * @package Frontage
 */

namespace Frontage\Search;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The filters' markup, filled from the address's search; the categories, tags and types offered
 * are those the visitor may see (Search_Service). Search_Form places it in the form.
 */
final class Search_Filters {

	/**
	 * The size units offered.
	 */
	private const UNITS = array( 'kb', 'mb', 'gb' );

	/**
	 * The hidden field the search's tags are joined into (docs/search.md "The filters in detail").
	 */
	public const TAGS_FIELD = 'ftags';

	/**
	 * The file types the block editor's preview offers when the library lists none, so that the
	 * editor sees the control (docs/search.md "The filters in detail").
	 */
	public const PREVIEW_TYPES = array( 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip', 'jpg', 'png' );

	/**
	 * Takes the service the choices are read from.
	 *
	 * @param Search_Service $service The search service.
	 */
	public function __construct( private Search_Service $service ) {}

	/**
	 * The filters the block shows: category, tags, types, size and dates.
	 *
	 * @param string               $id       The form's id.
	 * @param array<string, mixed> $options  From options().
	 * @param array<string, mixed> $settings Search_Settings::get().
	 * @param Search_Request|null  $request  The address's search, when valid.
	 * @param array<string, mixed> $asked    The address's search fields.
	 * @param int                  $start    The category the block starts in (start_category()).
	 * @param bool                 $searched Whether the address holds a search.
	 * @param bool                 $editor   The block editor's preview.
	 * @param \WP_Error|null       $problem  The address's bad input, shown next to its field.
	 * @return string HTML.
	 */
	public function render( string $id, array $options, array $settings, ?Search_Request $request, array $asked, int $start, bool $searched, bool $editor = false, ?\WP_Error $problem = null ): string {
		$html = '';
		// The category the block starts in (docs/editor.md) is chosen until the address holds a
		// search: then its catid, or all categories without one (the script leaves "All
		// categories" out of the address).
		if ( isset( $asked['catid'] ) ) {
			$chosen = $request ? $request->catid : 0;
		} else {
			$chosen = $searched ? 0 : $start;
		}
		if ( $options['showCategories'] ) {
			$html .= $this->category( $id, $chosen, $options['exclude'] ?? array() );
		} elseif ( $start ) {
			// No picker: every search of this form runs in the start category.
			$html .= sprintf( '<input type="hidden" name="catid" value="%d">', $start );
		}
		if ( $options['showTags'] ) {
			$html .= $this->tags( $request, $chosen, '' !== $options['tagDisplay'] ? $options['tagDisplay'] : $settings['tag_display'] );
		}
		if ( $options['showTypes'] ) {
			$html .= $this->types( $id, $request, $editor );
		}
		if ( $options['showSize'] ) {
			$html .= self::size( $id, $request, $asked, $problem );
		}
		if ( $options['showDates'] ) {
			$html .= self::dates( $id, $request, $asked, $settings['date_format'], $this->service->date_range() );
		}
		return $html;
	}

	/**
	 * The category a block starts in, when the visitor may see it; else 0 (all categories).
	 *
	 * @param int $asked The block's categoryId.
	 */
	public function start_category( int $asked ): int {
		if ( $asked <= 0 ) {
			return 0;
		}
		foreach ( $this->service->category_items() as $item ) {
			if ( $item['catid'] === $asked ) {
				return $asked;
			}
		}
		return 0;
	}

	/**
	 * The category select: the categories the visitor may see in tree order, each option with
	 * its level, type and slug; the names indented by level.
	 *
	 * @param string $id      The form's id.
	 * @param int    $chosen  The selected category, 0 for all.
	 * @param int[]  $exclude Categories the block leaves out, with those below them.
	 * @return string HTML.
	 */
	private function category( string $id, int $chosen, array $exclude ): string {
		$options = sprintf( '<option value="" data-level="0" data-type="" data-slug="">%s</option>', esc_html__( 'All categories', 'frontage' ) );
		$left_at = null;
		foreach ( $this->service->category_items() as $item ) {
			$level = (int) $item['catlevel'] + 1;
			// The items come in tree order: a left-out category's subtree follows it.
			if ( null !== $left_at && $level > $left_at ) {
				continue;
			}
			$left_at = in_array( $item['catid'], $exclude, true ) ? $level : null;
			if ( null !== $left_at ) {
				continue;
			}
			$options .= sprintf(
				'<option value="%1$d" data-level="%2$d" data-type="%3$s" data-slug="%4$s"%5$s>%6$s%7$s</option>',
				$item['catid'],
				$level,
				esc_attr( $item['cattype'] ),
				esc_attr( $item['slug'] ),
				selected( $item['catid'], $chosen, false ),
				str_repeat( '&nbsp;&nbsp;&nbsp;', $level - 1 ),
				esc_html( $item['label'] )
			);
		}
		return sprintf(
			'<div class="%1$s__field is-category"><label class="%1$s__label" for="%2$s-catid">%3$s</label><select id="%2$s-catid" name="catid" class="%1$s__category">%4$s</select></div>',
			Search_Form::CLASS_NAME,
			esc_attr( $id ),
			esc_html__( 'Category', 'frontage' ),
			$options
		);
	}

	/**
	 * The tags of the chosen category (all visible tags without one) as `ftags[]` checkboxes
	 * (each with its tag's `data-id`), in both display modes: in `input` mode the script shows a
	 * tag-input field that ticks them. The search's tags are joined into a hidden `ftags` field
	 * (a listed tag by its slug, another name as the address gave it), disabled until the script
	 * takes it over, so that the form without JavaScript sends only the checkboxes.
	 *
	 * @param Search_Request|null $request  The address's search, when valid.
	 * @param int                 $category The selected category, 0 for all.
	 * @param string              $display  `checkbox` or `input`.
	 * @return string HTML.
	 */
	private function tags( ?Search_Request $request, int $category, string $display ): string {
		$tags   = $this->service->tags_for_category( $category );
		$tags   = is_array( $tags ) ? $tags : array();
		$asked  = $request ? $request->ftags : array();
		$joined = array();
		$list   = '';
		foreach ( $tags as $tag ) {
			$names   = array( mb_strtolower( $tag['slug'] ), mb_strtolower( $tag['name'] ) );
			$checked = false;
			foreach ( $asked as $name ) {
				$checked = $checked || in_array( mb_strtolower( $name ), $names, true );
			}
			if ( $checked ) {
				$joined[] = $tag['slug'];
			}
			$list .= sprintf(
				'<label class="%1$s__tag"><input type="checkbox" name="ftags[]" value="%2$s" data-id="%3$d"%4$s> %5$s</label>',
				Search_Form::CLASS_NAME,
				esc_attr( $tag['slug'] ),
				(int) $tag['id'],
				checked( $checked, true, false ),
				esc_html( $tag['name'] )
			);
		}
		foreach ( $asked as $name ) {
			if ( ! self::names_a_tag( $name, $tags ) ) {
				$joined[] = $name;
			}
		}
		$message = $tags ? '' : sprintf( '<p class="%1$s__tags-message">%2$s</p>', Search_Form::CLASS_NAME, esc_html__( 'no tag in this category found', 'frontage' ) );
		return sprintf(
			'<fieldset class="%1$s__field %1$s__tags" data-display="%2$s"><legend class="%1$s__label">%3$s</legend><div class="%1$s__tag-list">%4$s</div>%5$s<input type="hidden" name="%6$s" class="%1$s__tags-field" value="%7$s" disabled></fieldset>',
			Search_Form::CLASS_NAME,
			esc_attr( $display ),
			esc_html__( 'Tags', 'frontage' ),
			$list,
			$message,
			self::TAGS_FIELD,
			esc_attr( implode( ',', array_unique( $joined ) ) )
		);
	}

	/**
	 * Whether a name is one of the listed tags' slug or name (case ignored).
	 *
	 * @param string                                         $name The name.
	 * @param array<int, array{slug: string, name: string}> $tags The listed tags.
	 */
	private static function names_a_tag( string $name, array $tags ): bool {
		foreach ( $tags as $tag ) {
			if ( in_array( mb_strtolower( $name ), array( mb_strtolower( $tag['slug'] ), mb_strtolower( $tag['name'] ) ), true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The file-type multi-select: the extensions of the files the visitor may see.
	 *
	 * @param string              $id      The form's id.
	 * @param Search_Request|null $request The address's search, when valid.
	 * @param bool                $editor  The block editor's preview: PREVIEW_TYPES when the library lists none.
	 * @return string HTML.
	 */
	private function types( string $id, ?Search_Request $request, bool $editor ): string {
		$chosen  = $request ? $request->type : array();
		$options = '';
		$types   = $this->service->types();
		foreach ( $editor && ! $types ? self::PREVIEW_TYPES : $types as $type ) {
			$options .= sprintf(
				'<option value="%1$s"%2$s>%3$s</option>',
				esc_attr( $type ),
				in_array( $type, $chosen, true ) ? ' selected' : '',
				esc_html( $type )
			);
		}
		return sprintf(
			'<div class="%1$s__field is-types"><label class="%1$s__label" for="%2$s-type">%3$s</label><select id="%2$s-type" name="type[]" multiple class="%1$s__types">%4$s</select></div>',
			Search_Form::CLASS_NAME,
			esc_attr( $id ),
			esc_html__( 'File types', 'frontage' ),
			$options
		);
	}

	/**
	 * Size from and to, each with its unit and its message line (docs/search.md "Sizes"): a text
	 * box, so that "1.5 MB" and "1,5" can be typed (a number box takes neither); the address's
	 * bad size is said in the line of its box, which is marked invalid and described by it.
	 *
	 * @param string               $id      The form's id.
	 * @param Search_Request|null  $request The address's search, when valid.
	 * @param array<string, mixed> $asked   The address's search fields.
	 * @param \WP_Error|null       $problem The address's bad input.
	 * @return string HTML.
	 */
	private static function size( string $id, ?Search_Request $request, array $asked, ?\WP_Error $problem ): string {
		$bad  = $problem ? ( $problem->get_error_data()['field'] ?? '' ) : '';
		$html = '';
		foreach ( array(
			'wfrom' => array( __( 'Size from', 'frontage' ), __( 'Unit of size from', 'frontage' ) ),
			'wto'   => array( __( 'Size to', 'frontage' ), __( 'Unit of size to', 'frontage' ) ),
		) as $field => [ $label, $unit_label ] ) {
			$unit_field = $field . 'unit';
			$unit       = $request ? $request->{$unit_field} : strtolower( Search_Form::text( $asked[ $unit_field ] ?? '' ) );
			$units      = '';
			foreach ( self::UNITS as $choice ) {
				$units .= sprintf( '<option value="%1$s"%2$s>%1$s</option>', esc_attr( $choice ), selected( $choice, $unit, false ) );
			}
			$message = $problem && $bad === $field ? $problem->get_error_message() : '';
			$html   .= sprintf(
				'<div class="%1$s__field is-%2$s"><label class="%1$s__label" for="%3$s-%2$s">%4$s</label><input type="text" id="%3$s-%2$s" name="%2$s" class="%1$s__size" inputmode="decimal" autocomplete="off" value="%5$s"%9$s> <select id="%3$s-%6$s" name="%6$s" class="%1$s__unit" aria-label="%7$s">%8$s</select><p id="%3$s-%2$s-message" class="%1$s__field-message" role="alert">%10$s</p></div>',
				Search_Form::CLASS_NAME,
				$field,
				esc_attr( $id ),
				esc_html( $label ),
				esc_attr( Search_Form::text( $asked[ $field ] ?? '' ) ),
				$unit_field,
				esc_attr( $unit_label ),
				$units,
				'' !== $message ? sprintf( ' aria-invalid="true" aria-describedby="%s-%s-message"', esc_attr( $id ), esc_attr( $field ) ) : '',
				esc_html( $message )
			);
		}
		return $html;
	}

	/**
	 * The created and updated date boxes, in the site's search date format, each with the first
	 * and last day of the visible files (`data-min`, `data-max`), which bound its picker.
	 *
	 * @param string                                                                      $id          The form's id.
	 * @param Search_Request|null                                                         $request     The address's search, when valid.
	 * @param array<string, mixed>                                                        $asked       The address's search fields.
	 * @param string                                                                      $date_format The date format, e.g. DD-MM-YYYY.
	 * @param array{created: array{0: string, 1: string}, updated: array{0: string, 1: string}}|null $range Search_Service::date_range().
	 * @return string HTML.
	 */
	private static function dates( string $id, ?Search_Request $request, array $asked, string $date_format, ?array $range ): string {
		$values = $request ? $request->to_query_args() : array();
		$html   = '';
		foreach ( array(
			'cfrom' => array( __( 'Created from', 'frontage' ), 'created' ),
			'cto'   => array( __( 'Created to', 'frontage' ), 'created' ),
			'ufrom' => array( __( 'Updated from', 'frontage' ), 'updated' ),
			'uto'   => array( __( 'Updated to', 'frontage' ), 'updated' ),
		) as $field => [ $label, $column ] ) {
			$bounds = $range ? sprintf( ' data-min="%1$s" data-max="%2$s"', esc_attr( self::day_in( $range[ $column ][0], $date_format ) ), esc_attr( self::day_in( $range[ $column ][1], $date_format ) ) ) : '';
			$html  .= sprintf(
				'<div class="%1$s__field is-%2$s"><label class="%1$s__label" for="%3$s-%2$s">%4$s</label><input type="text" id="%3$s-%2$s" name="%2$s" class="%1$s__date" value="%5$s" placeholder="%6$s" autocomplete="off"%7$s></div>',
				Search_Form::CLASS_NAME,
				$field,
				esc_attr( $id ),
				esc_html( $label ),
				esc_attr( $request ? ( $values[ $field ] ?? '' ) : Search_Form::text( $asked[ $field ] ?? '' ) ),
				esc_attr( $date_format ),
				$bounds
			);
		}
		return $html;
	}

	/**
	 * A `Y-m-d` day written in the search date format.
	 *
	 * @param string $day    The day.
	 * @param string $format DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD.
	 */
	private static function day_in( string $day, string $format ): string {
		return str_replace( array( 'YYYY', 'MM', 'DD' ), array( substr( $day, 0, 4 ), substr( $day, 5, 2 ), substr( $day, 8, 2 ) ), $format );
	}
}

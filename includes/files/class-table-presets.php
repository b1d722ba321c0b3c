<?php
/**
 * Saved table presets (docs/files.md "Saved tables"): a title, a type (`files` or
 * `woo_commerce`), columns, theme, files per page and order, which the File category block and
 * the `[frontage_category]` shortcode name by id.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Stores presets as posts of a private post type (one post each: its title is the preset's, its
 * settings one protected meta), checks every write and answers presets as arrays. The REST
 * controller and the `get_table_type_by_id` call are thin transports over it.
 */
final class Table_Presets {

	/**
	 * Post type of a preset.
	 */
	public const POST_TYPE = Files_Module::TABLE_POST_TYPE;

	/**
	 * Post meta holding a preset's settings (protected: `_`).
	 */
	public const META = '_frontage_table';

	/**
	 * A table of the library's files.
	 */
	public const TYPE_FILES = 'files';

	/**
	 * A table of WooCommerce products with add to cart (only while WooCommerce is active).
	 */
	public const TYPE_WOO = 'woo_commerce';

	/**
	 * The types, in the order the docs list them.
	 */
	public const TYPES = array( self::TYPE_FILES, self::TYPE_WOO );

	/**
	 * Error code of a preset that fails a check (HTTP 400).
	 */
	public const ERROR_INVALID = 'frontage_table_invalid';

	/**
	 * Error code of an id that names no preset (HTTP 404).
	 */
	public const ERROR_NOT_FOUND = 'frontage_table_not_found';

	/**
	 * The longest title, in characters.
	 */
	public const MAX_TITLE = 200;

	/**
	 * Files (or products) per page when a preset does not say.
	 */
	public const DEFAULT_PER_PAGE = 20;

	/**
	 * The fields a write may set.
	 */
	public const FIELDS = array( 'title', 'type', 'columns', 'theme', 'per_page', 'ordering' );

	/**
	 * Takes the shop a `woo_commerce` preset needs.
	 *
	 * @param Shop $shop The shop (WooCommerce when active).
	 */
	public function __construct( private Shop $shop = new Shop() ) {}

	/**
	 * The columns a preset of a type may show, in table order; the first is always shown.
	 *
	 * @param string $type A type from TYPES.
	 * @return string[]
	 */
	public static function columns_of( string $type ): array {
		return self::TYPE_WOO === $type ? Product_Table::COLUMNS : File_Table::columns();
	}

	/**
	 * The orderings a preset of a type may fix (`''`: the category's own), each field also with `-desc`.
	 *
	 * @param string $type A type from TYPES.
	 * @return string[]
	 */
	public static function orderings_of( string $type ): array {
		$fields    = self::TYPE_WOO === $type ? Product_Table::ORDERINGS : Categories::ORDERINGS;
		$orderings = array( '' );
		foreach ( $fields as $field ) {
			$orderings[] = $field;
			$orderings[] = $field . '-desc';
		}
		return $orderings;
	}

	/**
	 * The themes a preset of a type may use: a product table has one look.
	 *
	 * @param string $type A type from TYPES.
	 * @return string[]
	 */
	public static function themes_of( string $type ): array {
		return self::TYPE_WOO === $type ? array( 'default' ) : File_Table::THEMES;
	}

	/**
	 * Every preset, newest first.
	 *
	 * @return list<array<string, mixed>>
	 */
	public function all(): array {
		$posts = get_posts(
			array(
				'post_type'              => self::POST_TYPE,
				'post_status'            => 'publish',
				'numberposts'            => -1,
				'orderby'                => 'ID',
				'order'                  => 'DESC',
				'update_post_term_cache' => false,
				'suppress_filters'       => true,
			)
		);
		return array_values( array_map( array( $this, 'from_post' ), $posts ) );
	}

	/**
	 * One preset.
	 *
	 * @param mixed $id The id as it arrived.
	 * @return array<string, mixed>|null Null when the id names no preset.
	 */
	public function get( mixed $id ): ?array {
		$id   = Library::parse_id( $id );
		$post = $id ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || self::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		return $this->from_post( $post );
	}

	/**
	 * Makes a preset. `title` and `type` are required; the rest default to the type's defaults.
	 *
	 * @param array<string, mixed> $fields Fields from FIELDS, as they arrived.
	 * @return array<string, mixed>|\WP_Error The preset, or a 400 saying what is wrong.
	 */
	public function create( array $fields ): array|\WP_Error {
		foreach ( array( 'title', 'type' ) as $required ) {
			if ( ! array_key_exists( $required, $fields ) ) {
				return self::invalid(
					$required,
					'title' === $required
						? __( 'The table needs a title.', 'frontage' )
						/* translators: %s: the table types, e.g. "files, woo_commerce". */
						: sprintf( __( 'The table needs a type: %s.', 'frontage' ), implode( ', ', self::TYPES ) )
				);
			}
		}
		$checked = $this->check( $fields, null );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$id = wp_insert_post(
			array(
				'post_type'   => self::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => wp_slash( $checked['title'] ),
				'meta_input'  => array( self::META => self::settings_of( $checked ) ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return new \WP_Error( 'frontage_table_not_saved', __( 'The table could not be saved.', 'frontage' ), array( 'status' => 500 ) );
		}
		return (array) $this->get( $id );
	}

	/**
	 * Changes a preset: the fields sent replace the stored ones. A change of type resets the
	 * fields not sent to the new type's defaults (a product table has other columns).
	 *
	 * @param mixed                $id     The id as it arrived.
	 * @param array<string, mixed> $fields Fields from FIELDS, as they arrived.
	 * @return array<string, mixed>|\WP_Error The preset, a 404 or a 400.
	 */
	public function update( mixed $id, array $fields ): array|\WP_Error {
		$current = $this->get( $id );
		if ( ! $current ) {
			return self::not_found();
		}
		$checked = $this->check( $fields, $current );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		wp_update_post(
			array(
				'ID'         => $current['id'],
				'post_title' => wp_slash( $checked['title'] ),
			)
		);
		update_post_meta( $current['id'], self::META, self::settings_of( $checked ) );
		return (array) $this->get( $current['id'] );
	}

	/**
	 * Deletes a preset. Blocks and shortcodes naming it then render as if they named none.
	 *
	 * @param mixed $id The id as it arrived.
	 * @return array<string, mixed>|\WP_Error The deleted preset, or a 404.
	 */
	public function delete( mixed $id ): array|\WP_Error {
		$current = $this->get( $id );
		if ( ! $current ) {
			return self::not_found();
		}
		wp_delete_post( $current['id'], true );
		return $current;
	}

	/**
	 * The type of a preset, for the `get_table_type_by_id` call.
	 *
	 * @param mixed $id The id as it arrived.
	 * @return string|null Null when the id names no preset.
	 */
	public function type_of( mixed $id ): ?string {
		$preset = $this->get( $id );
		return $preset ? (string) $preset['type'] : null;
	}

	/**
	 * Whether a preset can be shown now: a `woo_commerce` one needs an active WooCommerce.
	 *
	 * @param array<string, mixed> $preset A preset.
	 */
	public function is_available( array $preset ): bool {
		return self::TYPE_WOO !== $preset['type'] || $this->shop->is_active();
	}

	/**
	 * The 404 of an id that names no preset.
	 */
	public static function not_found(): \WP_Error {
		return new \WP_Error( self::ERROR_NOT_FOUND, __( 'There is no saved table with this id.', 'frontage' ), array( 'status' => 404 ) );
	}

	/**
	 * A preset as it is answered.
	 *
	 * @param \WP_Post $post Its post.
	 * @return array{id: int, title: string, type: string, columns: string[], theme: string, per_page: int, ordering: string, available: bool}
	 */
	private function from_post( \WP_Post $post ): array {
		$stored = get_post_meta( $post->ID, self::META, true );
		$stored = is_array( $stored ) ? $stored : array();
		$type   = in_array( $stored['type'] ?? null, self::TYPES, true ) ? $stored['type'] : self::TYPE_FILES;
		// Read defensively: a value that is no longer valid (a column removed since) falls back.
		$columns  = array_values( array_intersect( self::columns_of( $type ), is_array( $stored['columns'] ?? null ) ? $stored['columns'] : array() ) );
		$theme    = in_array( $stored['theme'] ?? null, self::themes_of( $type ), true ) ? $stored['theme'] : 'default';
		$per_page = (int) ( $stored['per_page'] ?? 0 );
		$ordering = in_array( $stored['ordering'] ?? null, self::orderings_of( $type ), true ) ? $stored['ordering'] : '';
		$preset   = array(
			'id'       => $post->ID,
			'title'    => $post->post_title,
			'type'     => $type,
			'columns'  => $columns ? $columns : self::columns_of( $type ),
			'theme'    => $theme,
			'per_page' => $per_page >= 1 && $per_page <= Library::MAX_PER_PAGE ? $per_page : self::DEFAULT_PER_PAGE,
			'ordering' => $ordering,
		);
		return $preset + array( 'available' => $this->is_available( $preset ) );
	}

	/**
	 * The stored settings of a checked preset.
	 *
	 * @param array<string, mixed> $checked From check().
	 * @return array<string, mixed>
	 */
	private static function settings_of( array $checked ): array {
		return array(
			'type'     => $checked['type'],
			'columns'  => $checked['columns'],
			'theme'    => $checked['theme'],
			'per_page' => $checked['per_page'],
			'ordering' => $checked['ordering'],
		);
	}

	/**
	 * Checks the fields sent over the current preset (or a new one's defaults).
	 *
	 * @param array<string, mixed>      $fields  Fields as they arrived.
	 * @param array<string, mixed>|null $current The stored preset; null when creating.
	 * @return array{title: string, type: string, columns: string[], theme: string, per_page: int, ordering: string}|\WP_Error
	 */
	private function check( array $fields, ?array $current ): array|\WP_Error {
		$title = array_key_exists( 'title', $fields ) ? self::check_title( $fields['title'] ) : ( $current['title'] ?? '' );
		if ( is_wp_error( $title ) ) {
			return $title;
		}
		$type = array_key_exists( 'type', $fields ) ? self::check_type( $fields['type'] ) : ( $current['type'] ?? '' );
		if ( is_wp_error( $type ) ) {
			return $type;
		}
		if ( self::TYPE_WOO === $type && ! $this->shop->is_active() ) {
			return self::invalid( 'type', __( 'A woo_commerce table lists WooCommerce products, and WooCommerce is not active on this site. Activate WooCommerce first, or use the type files.', 'frontage' ) );
		}
		// Another type: what was not sent starts from that type's defaults.
		$base = $current && $current['type'] === $type ? $current : array(
			'columns'  => self::columns_of( $type ),
			'theme'    => 'default',
			'per_page' => self::DEFAULT_PER_PAGE,
			'ordering' => '',
		);

		$columns = array_key_exists( 'columns', $fields ) ? self::check_columns( $fields['columns'], $type ) : $base['columns'];
		if ( is_wp_error( $columns ) ) {
			return $columns;
		}
		$theme = array_key_exists( 'theme', $fields ) ? self::check_theme( $fields['theme'], $type ) : $base['theme'];
		if ( is_wp_error( $theme ) ) {
			return $theme;
		}
		$per_page = array_key_exists( 'per_page', $fields ) ? self::check_per_page( $fields['per_page'] ) : $base['per_page'];
		if ( is_wp_error( $per_page ) ) {
			return $per_page;
		}
		$ordering = array_key_exists( 'ordering', $fields ) ? self::check_ordering( $fields['ordering'], $type ) : $base['ordering'];
		if ( is_wp_error( $ordering ) ) {
			return $ordering;
		}

		return array(
			'title'    => $title,
			'type'     => $type,
			'columns'  => $columns,
			'theme'    => $theme,
			'per_page' => $per_page,
			'ordering' => $ordering,
		);
	}

	/**
	 * A title sent: text, not blank once sanitized, at most MAX_TITLE characters.
	 *
	 * @param mixed $value As sent.
	 * @return string|\WP_Error The sanitized title.
	 */
	private static function check_title( mixed $value ): string|\WP_Error {
		if ( ! is_string( $value ) ) {
			return self::invalid( 'title', __( 'The title must be text.', 'frontage' ) );
		}
		$title = trim( sanitize_text_field( $value ) );
		if ( '' === $title ) {
			return self::invalid( 'title', __( 'The table needs a title.', 'frontage' ) );
		}
		if ( mb_strlen( $title ) > self::MAX_TITLE ) {
			/* translators: %d: the longest title allowed, in characters. */
			return self::invalid( 'title', sprintf( __( 'The title may be at most %d characters long.', 'frontage' ), self::MAX_TITLE ) );
		}
		return $title;
	}

	/**
	 * A type sent: one of TYPES.
	 *
	 * @param mixed $value As sent.
	 * @return string|\WP_Error
	 */
	private static function check_type( mixed $value ): string|\WP_Error {
		$type = is_string( $value ) ? $value : '';
		if ( ! in_array( $type, self::TYPES, true ) ) {
			return self::invalid(
				'type',
				/* translators: 1: the type sent, 2: the table types, e.g. "files, woo_commerce". */
				sprintf( __( 'Unknown table type “%1$s”: use one of %2$s.', 'frontage' ), is_scalar( $value ) ? (string) $value : '', implode( ', ', self::TYPES ) )
			);
		}
		return $type;
	}

	/**
	 * A theme sent: one of the type's themes.
	 *
	 * @param mixed  $value As sent.
	 * @param string $type  The preset's type.
	 * @return string|\WP_Error
	 */
	private static function check_theme( mixed $value, string $type ): string|\WP_Error {
		$theme = is_string( $value ) ? $value : '';
		if ( ! in_array( $theme, self::themes_of( $type ), true ) ) {
			return self::invalid(
				'theme',
				/* translators: 1: the theme sent, 2: the table type, 3: the themes allowed. */
				sprintf( __( 'Unknown theme “%1$s” for a %2$s table: use one of %3$s.', 'frontage' ), is_scalar( $value ) ? (string) $value : '', $type, implode( ', ', self::themes_of( $type ) ) )
			);
		}
		return $theme;
	}

	/**
	 * Rows per page sent: a whole number from 1 to Library::MAX_PER_PAGE.
	 *
	 * @param mixed $value As sent (a number, or digits).
	 * @return int|\WP_Error
	 */
	private static function check_per_page( mixed $value ): int|\WP_Error {
		$per_page = is_int( $value ) || ( is_string( $value ) && preg_match( '/^\d{1,3}$/', $value ) ) ? (int) $value : 0;
		if ( $per_page < 1 || $per_page > Library::MAX_PER_PAGE ) {
			/* translators: %d: the most rows a page may show. */
			return self::invalid( 'per_page', sprintf( __( 'per_page must be a whole number from 1 to %d.', 'frontage' ), Library::MAX_PER_PAGE ) );
		}
		return $per_page;
	}

	/**
	 * An ordering sent: one of the type's orderings ('' for the category's own).
	 *
	 * @param mixed  $value As sent.
	 * @param string $type  The preset's type.
	 * @return string|\WP_Error
	 */
	private static function check_ordering( mixed $value, string $type ): string|\WP_Error {
		$ordering = is_string( $value ) ? $value : null;
		if ( null === $ordering || ! in_array( $ordering, self::orderings_of( $type ), true ) ) {
			return self::invalid(
				'ordering',
				/* translators: 1: the ordering sent, 2: the table type, 3: the orderings allowed. */
				sprintf( __( 'Unknown ordering “%1$s” for a %2$s table: use one of %3$s (empty for the category’s own order).', 'frontage' ), is_scalar( $value ) ? (string) $value : '', $type, implode( ', ', array_filter( self::orderings_of( $type ) ) ) )
			);
		}
		return $ordering;
	}

	/**
	 * The columns sent, in table order with the first column always; every name must be a
	 * column of the type.
	 *
	 * @param mixed  $value A list of names, or names joined by commas.
	 * @param string $type  The preset's type.
	 * @return string[]|\WP_Error
	 */
	private static function check_columns( mixed $value, string $type ): array|\WP_Error {
		if ( is_string( $value ) ) {
			$value = '' === trim( $value ) ? array() : array_map( 'trim', explode( ',', $value ) );
		}
		if ( ! is_array( $value ) || ! array_is_list( $value ) || array_filter( $value, static fn ( $name ): bool => ! is_string( $name ) ) ) {
			return self::invalid( 'columns', __( 'columns must be a list of column names.', 'frontage' ) );
		}
		$allowed = self::columns_of( $type );
		foreach ( $value as $name ) {
			if ( ! in_array( $name, $allowed, true ) ) {
				return self::invalid(
					'columns',
					/* translators: 1: the column sent, 2: the table type, 3: the columns allowed. */
					sprintf( __( 'Unknown column “%1$s” for a %2$s table: use %3$s.', 'frontage' ), $name, $type, implode( ', ', $allowed ) )
				);
			}
		}
		if ( ! $value ) {
			return self::invalid( 'columns', __( 'columns needs at least one column.', 'frontage' ) );
		}
		return array_values( array_intersect( $allowed, array_merge( array( $allowed[0] ), $value ) ) );
	}

	/**
	 * A 400 naming the field.
	 *
	 * @param string $param   The field.
	 * @param string $message What is wrong, for people.
	 */
	private static function invalid( string $param, string $message ): \WP_Error {
		return new \WP_Error(
			self::ERROR_INVALID,
			$message,
			array(
				'status' => 400,
				'param'  => $param,
			)
		);
	}
}

<?php
/**
 * The Files screen's first view as server HTML: the category tree and the first page of the
 * opening category's files, printed inside the app's mount point so they show at first paint.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Prints what the React app (src/files/admin) renders first, from the same preloaded answers the
 * app starts from (Admin_Page::app_data()), with the same elements and classes, so nothing moves
 * when the app replaces it (docs/files.md "The Files screen"). Until then it is a picture of the
 * screen: links work as plain links (a category, a download), the controls that need the app are
 * `inert` (not focusable, not clickable, hidden from screen readers), and Admin_Page marks the
 * mount point `aria-busy`.
 */
final class Admin_Page_Markup {

	/**
	 * The class the printed view carries besides the app's (src/files/admin/_first-view.scss
	 * styles it like the app's components, whose own styles arrive with their script).
	 */
	public const SERVER_CLASS = 'is-server-rendered';

	/**
	 * The same date format the app's list uses (src/files/admin/format.ts: short month, day, year).
	 */
	private const DATE_FORMAT = 'M j, Y';

	/**
	 * Takes what the first view shows.
	 *
	 * @param array<int, array<string, mixed>>      $categories The categories, as GET /categories answers.
	 * @param array<int, array<string, mixed>>|null $files      The first page of files, as GET /files answers; null when it was not preloaded (the list then shows it is loading).
	 * @param int                                   $total      How many files the category has (X-WP-Total).
	 * @param int                                   $pages      How many pages (X-WP-TotalPages).
	 * @param int                                   $selected   The opening category, 0 for all files.
	 * @param bool                                  $manager    Whether the person manages the library (uploads, edits, moves).
	 * @param bool                                  $framed     The insert modal's frame (noheader=1).
	 */
	public function __construct(
		private array $categories,
		private ?array $files,
		private int $total,
		private int $pages,
		private int $selected,
		private bool $manager,
		private bool $framed
	) {}

	/**
	 * The view from the app's data (Admin_Page::app_data()): its preloaded answers by path.
	 *
	 * @param array<string, mixed> $data        The app's data.
	 * @param string               $categories  The categories' path in the preload.
	 * @param string               $files       The first page's path in the preload.
	 * @param int                  $selected    The opening category.
	 * @return self
	 */
	public static function from_app_data( array $data, string $categories, string $files, int $selected ): self {
		$preload = is_array( $data['preload'] ?? null ) ? $data['preload'] : array();
		$list    = $preload[ $categories ]['body'] ?? array();
		$page    = $preload[ $files ] ?? null;
		$headers = is_array( $page['headers'] ?? null ) ? $page['headers'] : array();
		$rows    = is_array( $page['body'] ?? null ) ? array_values( $page['body'] ) : null;
		return new self(
			is_array( $list ) ? array_values( array_filter( $list, 'is_array' ) ) : array(),
			null === $rows ? null : array_values( array_filter( $rows, 'is_array' ) ),
			isset( $headers['X-WP-Total'] ) ? (int) $headers['X-WP-Total'] : count( $rows ?? array() ),
			isset( $headers['X-WP-TotalPages'] ) ? max( 1, (int) $headers['X-WP-TotalPages'] ) : 1,
			$selected,
			! empty( $data['canManage'] ),
			! empty( $data['framed'] )
		);
	}

	/**
	 * The whole first view.
	 *
	 * @return string HTML.
	 */
	public function html(): string {
		// A category that is not in the list: the app shows all files instead, and so does this.
		if ( $this->selected && ! $this->find( $this->selected ) ) {
			$this->selected = 0;
			$this->files    = null;
		}
		return sprintf(
			'<div class="frontage-files %1$s%2$s"><div class="frontage-files__layout">%3$s%4$s</div></div>',
			esc_attr( self::SERVER_CLASS ),
			$this->framed ? ' is-framed' : '',
			$this->categories_panel(),
			$this->files_panel()
		);
	}

	/**
	 * The category panel: the new-category form, the tree, the hint and the selected category's
	 * tools (category-panel.tsx).
	 *
	 * @return string HTML.
	 */
	private function categories_panel(): string {
		$html  = '<nav class="frontage-files__categories" aria-labelledby="frontage-files-categories-title">';
		$html .= '<h2 id="frontage-files-categories-title">' . esc_html__( 'Categories', 'frontage' ) . '</h2>';
		if ( $this->manager ) {
			$html .= $this->add_category_form();
		}
		$html .= '<div class="frontage-files__tree">';
		$html .= sprintf(
			'<div class="frontage-files__tree-row is-root%1$s">%2$s</div>',
			0 === $this->selected ? ' is-selected' : '',
			$this->tree_link( 0, esc_html__( 'All files', 'frontage' ) )
		);
		$tree  = $this->children();
		$html .= $tree
			? $this->tree_list( $tree )
			: '<p class="frontage-files__empty">' . esc_html__( 'No categories yet.', 'frontage' ) . '</p>';
		$html .= '</div>';
		if ( $this->manager && $this->categories ) {
			$html .= '<p class="frontage-files__hint">'
				. esc_html__( 'Drag a category onto another to move it, or select it and use the buttons below.', 'frontage' ) . ' '
				. esc_html__( 'Drag files from the list onto a category to move them there, or select them and use “Move selected files to”.', 'frontage' )
				. '</p>';
		}
		$html .= $this->category_tools();
		return $html . '</nav>';
	}

	/**
	 * The new-category form (add-category-form.tsx), inert until the app takes over.
	 *
	 * @return string HTML.
	 */
	private function add_category_form(): string {
		$options = '<option value="0">' . esc_html__( '(top level)', 'frontage' ) . '</option>';
		foreach ( $this->flattened( 0, 0 ) as [ $category, $depth ] ) {
			$options .= sprintf(
				'<option value="%1$d">%2$s</option>',
				(int) $category['id'],
				esc_html( str_repeat( '— ', $depth ) . (string) $category['name'] )
			);
		}
		return '<form class="frontage-files__add-category" inert>'
			. $this->text_control( 'frontage-files-new-category', __( 'New category', 'frontage' ), 'text' )
			. '<div class="components-base-control"><div class="components-base-control__field">'
			. '<div class="components-flex components-input-base components-select-control">'
			. '<div class="components-flex-item"><label class="components-truncate components-text components-input-control__label" for="frontage-files-new-category-parent">' . esc_html__( 'Inside', 'frontage' ) . '</label></div>'
			. '<div class="components-input-control__container">'
			. '<select class="components-select-control__input" id="frontage-files-new-category-parent">' . $options . '</select>'
			. '<span class="components-input-control__suffix"><span class="components-input-control-suffix-wrapper"><span class="frontage-files__select-arrow">'
			. '<svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" width="18" height="18" aria-hidden="true" focusable="false"><path d="M17.5 11.6L12 16l-5.5-4.4.9-1.2L12 14l4.5-3.6 1 1.2z"></path></svg>'
			. '</span></span></span>'
			. '<div aria-hidden="true" class="components-input-control__backdrop"></div>'
			. '</div></div></div></div>'
			. '<button type="submit" class="components-button is-secondary">' . esc_html__( 'Add category', 'frontage' ) . '</button>'
			. '</form>';
	}

	/**
	 * A labelled text field as WordPress's TextControl prints it.
	 *
	 * @param string $id    The input's id.
	 * @param string $label Its label.
	 * @param string $type  text or search.
	 * @return string HTML.
	 */
	private function text_control( string $id, string $label, string $type ): string {
		return sprintf(
			'<div class="components-base-control"><div class="components-base-control__field"><label class="components-base-control__label" for="%1$s">%2$s</label><input class="components-text-control__input" type="%3$s" id="%1$s" value=""></div></div>',
			esc_attr( $id ),
			esc_html( $label ),
			esc_attr( $type )
		);
	}

	/**
	 * One level of the tree and the levels under it (category-tree-list.tsx).
	 *
	 * @param array<int, array<string, mixed>> $nodes The categories at this level.
	 * @return string HTML.
	 */
	private function tree_list( array $nodes ): string {
		$html = '<ul class="frontage-files__tree-list">';
		foreach ( $nodes as $category ) {
			$id      = (int) $category['id'];
			$content = '<span class="frontage-files__tree-name">' . esc_html( (string) $category['name'] ) . '</span>';
			$shown   = (string) ( $category['visibility'] ?? 'public' );
			if ( 'public' !== $shown ) {
				$content .= '<span class="frontage-files__badge">'
					. ( 'logged_in' === $shown ? esc_html__( 'logged-in', 'frontage' ) : esc_html__( 'roles', 'frontage' ) )
					. '</span>';
			}
			if ( isset( $category['count'] ) && is_int( $category['count'] ) ) {
				$content .= '<span class="frontage-files__count">' . (int) $category['count'] . '</span>';
			}
			$children = $this->children( $id );
			$html    .= sprintf(
				'<li><div class="frontage-files__tree-row%1$s">%2$s</div>%3$s</li>',
				$id === $this->selected ? ' is-selected' : '',
				$this->tree_link( $id, $content ),
				$children ? $this->tree_list( $children ) : ''
			);
		}
		return $html . '</ul>';
	}

	/**
	 * A category of the tree: a plain link to the screen on that category until the app's
	 * button replaces it.
	 *
	 * @param int    $id      The category, 0 for all files.
	 * @param string $content Its escaped content.
	 * @return string HTML.
	 */
	private function tree_link( int $id, string $content ): string {
		// The current address (the insert modal's flags included) with the category in it.
		$url = $id ? add_query_arg( Admin_Page::CATEGORY, $id ) : remove_query_arg( Admin_Page::CATEGORY );
		return sprintf(
			'<a class="components-button frontage-files__tree-button" href="%1$s"%2$s>%3$s</a>',
			esc_url( $url ),
			$id === $this->selected ? ' aria-current="true"' : '',
			$content
		);
	}

	/**
	 * The selected category's path and, for managers, its buttons (category-tools.tsx).
	 *
	 * @return string HTML; empty for all files.
	 */
	private function category_tools(): string {
		$current = $this->find( $this->selected );
		if ( ! $current ) {
			return '';
		}
		$names = array_map( static fn ( array $c ): string => (string) $c['name'], $this->path_to( $current ) );
		$html  = sprintf(
			'<div class="frontage-files__category-tools" role="group" aria-label="%1$s"><p class="frontage-files__category-path">%2$s</p>',
			/* translators: %s: category name. */
			esc_attr( sprintf( __( 'Selected category: %s', 'frontage' ), (string) $current['name'] ) ),
			esc_html( implode( ' › ', $names ) )
		);
		if ( $this->manager ) {
			$siblings = $this->children( $this->parent_of( $current ) );
			$index    = (int) array_search( (int) $current['id'], array_map( static fn ( array $c ): int => (int) $c['id'], $siblings ), true );
			$moves    = array(
				array( 'arrow-up-alt2', __( 'Move up', 'frontage' ), $index > 0 ),
				array( 'arrow-down-alt2', __( 'Move down', 'frontage' ), $index < count( $siblings ) - 1 ),
				array( 'arrow-left-alt2', __( 'Move out of its parent', 'frontage' ), 0 !== $this->parent_of( $current ) ),
				array( 'arrow-right-alt2', __( 'Move into the category above', 'frontage' ), $index > 0 ),
			);
			$html    .= '<div class="frontage-files__toolbar">';
			foreach ( $moves as [ $icon, $label, $enabled ] ) {
				$html .= sprintf(
					'<button type="button" inert aria-disabled="%1$s" class="components-button%2$s is-secondary has-icon" aria-label="%3$s"><span class="dashicon dashicons dashicons-%4$s"></span></button>',
					$enabled ? 'false' : 'true',
					$enabled ? '' : ' is-unavailable',
					esc_attr( $label ),
					esc_attr( $icon )
				);
			}
			$html .= '</div><div class="frontage-files__toolbar">'
				. '<button type="button" inert class="components-button is-secondary">' . esc_html__( 'Settings', 'frontage' ) . '</button>'
				. '<button type="button" inert class="components-button is-secondary is-destructive">' . esc_html__( 'Delete', 'frontage' ) . '</button>'
				. '</div>';
		}
		return $html . '</div>';
	}

	/**
	 * The files panel: its heading, the upload area, the search field, the table and the pages
	 * (files-panel.tsx).
	 *
	 * @return string HTML.
	 */
	private function files_panel(): string {
		$title = $this->title();
		$html  = '<section class="frontage-files__main" aria-labelledby="frontage-files-list-title">'
			. '<div class="frontage-files__main-header"><h2 id="frontage-files-list-title">' . esc_html( $title ) . '</h2></div>';
		if ( $this->manager ) {
			$upload = $this->selected
				/* translators: %s: category name. */
				? sprintf( __( 'Upload files to “%s”', 'frontage' ), $title )
				: __( 'Upload files', 'frontage' );
			$html  .= '<div class="frontage-files__upload-area" inert><div class="components-form-file-upload">'
				. '<button type="button" class="components-button is-primary has-text has-icon"><span class="dashicon dashicons dashicons-upload"></span>' . esc_html( $upload ) . '</button>'
				. '</div><span class="frontage-files__hint">' . esc_html__( 'or drop files here.', 'frontage' ) . '</span></div>';
		}
		$html .= '<div class="frontage-files__list-tools" inert>'
			. $this->text_control( 'frontage-files-search', __( 'Search files', 'frontage' ), 'search' )
			. '</div>';
		$html .= $this->table( $title );
		if ( null !== $this->files && $this->pages > 1 ) {
			$html .= sprintf(
				'<nav class="frontage-files__pages" aria-label="%1$s"><button type="button" disabled class="components-button is-secondary">%2$s</button><span>%3$s</span><button type="button" inert class="components-button is-secondary">%4$s</button></nav>',
				esc_attr__( 'Pages of files', 'frontage' ),
				esc_html__( 'Previous page', 'frontage' ),
				/* translators: 1: current page, 2: number of pages, 3: number of files. */
				esc_html( sprintf( __( 'Page %1$d of %2$d (%3$d files)', 'frontage' ), 1, $this->pages, $this->total ) ),
				esc_html__( 'Next page', 'frontage' )
			);
		}
		return $html . '</section>';
	}

	/**
	 * The table of the first page (files-table.tsx, file-row.tsx).
	 *
	 * @param string $title The shown category's name.
	 * @return string HTML.
	 */
	private function table( string $title ): string {
		$loading = null === $this->files;
		$html    = sprintf(
			'<div class="frontage-files__table-wrap"><table class="wp-list-table widefat striped frontage-files__table%1$s"%2$s>',
			$loading ? ' is-busy' : '',
			$loading ? ' aria-busy="true"' : ''
		);
		/* translators: %s: category name. */
		$html .= '<caption class="screen-reader-text">' . esc_html( sprintf( __( 'Files in “%s”', 'frontage' ), $title ) ) . '</caption><thead><tr>';
		if ( $this->manager ) {
			$html .= sprintf(
				'<td class="check-column"><input type="checkbox" inert aria-label="%1$s"%2$s></td>',
				esc_attr__( 'Select all files on this page', 'frontage' ),
				$this->files ? '' : ' disabled'
			);
		}
		$columns = array(
			'title'     => __( 'Title', 'frontage' ),
			'type'      => __( 'Type', 'frontage' ),
			'size'      => __( 'Size', 'frontage' ),
			'version'   => __( 'Version', 'frontage' ),
			'updated'   => __( 'Updated', 'frontage' ),
			'downloads' => __( 'Downloads', 'frontage' ),
		);
		foreach ( $columns as $field => $label ) {
			$html .= sprintf(
				'<th scope="col" class="frontage-files__col-%1$s"><button type="button" inert class="components-button frontage-files__sort is-link">%2$s</button></th>',
				esc_attr( $field ),
				esc_html( $label )
			);
		}
		$html .= '<th scope="col" class="frontage-files__col-status">' . esc_html__( 'Status', 'frontage' ) . '</th></tr></thead><tbody>';
		foreach ( $this->files ?? array() as $file ) {
			$html .= $this->row( $file );
		}
		if ( ! $this->files ) {
			$empty = $this->manager
				? __( 'No files here yet. Upload some above.', 'frontage' )
				: __( 'No files here yet.', 'frontage' );
			$html .= sprintf(
				'<tr><td colspan="%1$d">%2$s</td></tr>',
				$this->manager ? 8 : 7,
				$loading
					? '<span class="frontage-files__loading">' . esc_html__( 'Loading files…', 'frontage' ) . '</span>'
					: esc_html( $empty )
			);
		}
		return $html . '</tbody></table></div>';
	}

	/**
	 * One file's row (file-row.tsx).
	 *
	 * @param array<string, mixed> $file The file, as GET /files answers.
	 * @return string HTML.
	 */
	private function row( array $file ): string {
		$id        = (int) ( $file['id'] ?? 0 );
		$title     = (string) ( $file['title'] ?? '' );
		$type      = strtoupper( (string) ( $file['ext'] ?? '' ) );
		$size      = File_Table::format_size( (int) ( $file['size'] ?? 0 ) );
		$version   = (string) ( $file['version'] ?? '' );
		$updated   = $this->date( (string) ( $file['updated'] ?? '' ) );
		$downloads = (int) ( $file['downloads'] ?? 0 );
		$category  = is_array( $file['category'] ?? null ) ? (int) ( $file['category']['id'] ?? 0 ) : (int) ( $file['category'] ?? 0 );
		$name      = (string) ( $file['name'] ?? '' );
		if ( 0 === $this->selected && $category > 0 ) {
			$found = $this->find( $category );
			$name .= ' · ' . ( $found ? (string) $found['name'] : __( 'the top level', 'frontage' ) );
		}
		$html = sprintf( '<tr id="frontage-files-file-%d"%s>', $id, $this->manager ? ' draggable="true"' : '' );
		if ( $this->manager ) {
			/* translators: %s: file title. */
			$html .= '<td class="check-column"><input type="checkbox" inert aria-label="' . esc_attr( sprintf( __( 'Select “%s”', 'frontage' ), $title ) ) . '"></td>';
		}
		$html .= '<td class="frontage-files__title">' . File_Types::icon( (string) ( $file['ext'] ?? '' ) )
			. '<strong>' . esc_html( $title ) . '</strong>'
			. '<span class="frontage-files__file-name">' . esc_html( $name ) . '</span>'
			. '<span class="frontage-files__file-facts">'
			. '<span class="frontage-files__fact-type">' . esc_html( $type ) . '</span>'
			. '<span class="frontage-files__fact-size">' . esc_html( $size ) . '</span>'
			/* translators: %s: the file's version. */
			. '<span class="frontage-files__fact-version">' . esc_html( sprintf( __( 'Version %s', 'frontage' ), $version ) ) . '</span>'
			/* translators: %s: a date. */
			. '<span class="frontage-files__fact-updated">' . esc_html( sprintf( __( 'Updated %s', 'frontage' ), $updated ) ) . '</span>'
			/* translators: %d: number of downloads. */
			. '<span class="frontage-files__fact-downloads">' . esc_html( sprintf( _n( '%d download', '%d downloads', $downloads, 'frontage' ), $downloads ) ) . '</span>'
			. '</span><div class="frontage-files__actions">';
		if ( $this->manager ) {
			$html .= sprintf(
				'<button type="button" inert aria-label="%1$s" class="components-button is-link">%2$s</button><div class="components-form-file-upload"><button type="button" inert aria-label="%3$s" class="components-button is-link">%4$s</button></div>',
				/* translators: %s: file title. */
				esc_attr( sprintf( __( 'Edit “%s”', 'frontage' ), $title ) ),
				esc_html__( 'Edit', 'frontage' ),
				/* translators: %s: file title. */
				esc_attr( sprintf( __( 'Replace the file of “%s”', 'frontage' ), $title ) ),
				esc_html__( 'Replace', 'frontage' )
			);
		}
		if ( ! empty( $file['download_url'] ) && is_string( $file['download_url'] ) ) {
			$html .= sprintf(
				'<a href="%1$s" aria-label="%2$s">%3$s</a>',
				esc_url( $file['download_url'] ),
				/* translators: %s: file title. */
				esc_attr( sprintf( __( 'Download “%s”', 'frontage' ), $title ) ),
				esc_html__( 'Download', 'frontage' )
			);
		}
		$status = 'private' === ( $file['status'] ?? '' ) ? __( 'Private', 'frontage' ) : __( 'Published', 'frontage' );
		return $html . '</div></td>'
			. '<td class="frontage-files__col-type">' . esc_html( $type ) . '</td>'
			. '<td class="frontage-files__col-size">' . esc_html( $size ) . '</td>'
			. '<td class="frontage-files__col-version">' . esc_html( $version ) . '</td>'
			. '<td class="frontage-files__col-updated">' . esc_html( $updated ) . '</td>'
			. '<td class="frontage-files__col-downloads">' . $downloads . '</td>'
			. '<td class="frontage-files__col-status">' . esc_html( $status ) . '</td></tr>';
	}

	/**
	 * A date of the API (GMT, RFC 3339 without a zone) as the list shows it.
	 *
	 * @param string $value The API's date.
	 * @return string E.g. "May 1, 2024"; empty when it cannot be read.
	 */
	private function date( string $value ): string {
		$time = '' === $value ? false : strtotime( str_replace( ' ', 'T', $value ) . ( preg_match( '/(Z|[+-]\d{2}:?\d{2})$/i', $value ) ? '' : 'Z' ) );
		return false === $time ? '' : (string) wp_date( self::DATE_FORMAT, $time );
	}

	/**
	 * The shown category's name: "All files", the category's, or the top level's.
	 *
	 * @return string
	 */
	private function title(): string {
		if ( 0 === $this->selected ) {
			return __( 'All files', 'frontage' );
		}
		$found = $this->find( $this->selected );
		return $found ? (string) $found['name'] : __( 'the top level', 'frontage' );
	}

	/**
	 * A category of the list by id.
	 *
	 * @param int $id The category.
	 * @return array<string, mixed>|null
	 */
	private function find( int $id ): ?array {
		foreach ( $this->categories as $category ) {
			if ( (int) ( $category['id'] ?? 0 ) === $id ) {
				return $category;
			}
		}
		return null;
	}

	/**
	 * The parent a category shows under: its own, or the top when that is not in the list (as
	 * the app's tree does).
	 *
	 * @param array<string, mixed> $category The category.
	 * @return int
	 */
	private function parent_of( array $category ): int {
		$parent = (int) ( $category['parent'] ?? 0 );
		return $parent > 0 && $parent !== (int) $category['id'] && $this->find( $parent ) ? $parent : 0;
	}

	/**
	 * The children of a parent in the tree's order: by position, then in the server's order
	 * (which is by name).
	 *
	 * @param int $parent The parent, 0 for the top level.
	 * @return array<int, array<string, mixed>>
	 */
	private function children( int $parent = 0 ): array {
		$children = array_values( array_filter( $this->categories, fn ( array $c ): bool => $this->parent_of( $c ) === $parent ) );
		usort( $children, static fn ( array $a, array $b ): int => (int) ( $a['position'] ?? 0 ) <=> (int) ( $b['position'] ?? 0 ) );
		return $children;
	}

	/**
	 * Every category under a parent, parents before their children, with its depth.
	 *
	 * @param int $parent The parent.
	 * @param int $depth  The children's depth.
	 * @return array<int, array{0: array<string, mixed>, 1: int}>
	 */
	private function flattened( int $parent, int $depth ): array {
		$all = array();
		foreach ( $this->children( $parent ) as $category ) {
			$all[] = array( $category, $depth );
			if ( $depth < 50 ) {
				array_push( $all, ...$this->flattened( (int) $category['id'], $depth + 1 ) );
			}
		}
		return $all;
	}

	/**
	 * The categories from the top down to one.
	 *
	 * @param array<string, mixed> $category The category.
	 * @return array<int, array<string, mixed>>
	 */
	private function path_to( array $category ): array {
		$path = array( $category );
		$seen = array( (int) $category['id'] => true );
		for ( $parent = $this->parent_of( $category ); $parent && ! isset( $seen[ $parent ] ); $parent = $this->parent_of( $found ) ) {
			$found = $this->find( $parent );
			if ( ! $found ) {
				break;
			}
			$seen[ $parent ] = true;
			array_unshift( $path, $found );
		}
		return $path;
	}
}

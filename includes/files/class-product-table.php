<?php
/**
 * The table a `woo_commerce` saved table draws (docs/files.md "Saved tables"): the category's
 * files that are linked to a WooCommerce product, one row each, with the product, its price, its
 * stock and an add-to-cart link.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the product table's parts; File_Blocks wraps them in the File category block's wrapper.
 * The add-to-cart link is the file table's (File_Table::add_to_cart(): the shop's data attributes,
 * the same script), so a product bought from a file card, a file row or here behaves the same.
 */
final class Product_Table {

	/**
	 * The product table's columns, in order; `product` is always shown.
	 */
	public const COLUMNS = array( 'product', 'file', 'price', 'stock', 'add_to_cart' );

	/**
	 * The fields a product table may be ordered by (its rows are files).
	 */
	public const ORDERINGS = array( 'title', 'created', 'updated' );

	/**
	 * The class of the product table and the prefix of its parts' classes.
	 */
	public const CLASS_NAME = 'frontage-product-table';

	/**
	 * Takes its dependencies.
	 *
	 * @param Library    $library The file library (the rows are its files).
	 * @param File_Table $table   The file table's parts: the add-to-cart link and the page links.
	 * @param Shop       $shop    The shop.
	 */
	public function __construct( private Library $library, private File_Table $table, private Shop $shop ) {}

	/**
	 * The table and its page links.
	 *
	 * @param string               $id       The block's element id.
	 * @param array<string, mixed> $category The category.
	 * @param array<string, mixed> $preset   The saved table (Table_Presets).
	 * @return string HTML.
	 */
	public function render( string $id, array $category, array $preset ): string {
		$keys     = File_Blocks::query_keys( (int) $category['id'] );
		$ordering = '' !== $preset['ordering'] ? (string) $preset['ordering'] : (string) $category['ordering'];
		$field    = preg_replace( '/-desc$/', '', $ordering );
		$field    = in_array( $field, self::ORDERINGS, true ) ? $field : 'title';
		// No nonce: reading a public page's page number, nothing changes.
		$page  = isset( $_GET[ $keys['page'] ] ) ? max( 1, File_Blocks::positive_int( wp_unslash( $_GET[ $keys['page'] ] ) ) ) : 1;
		$query = array(
			'category'     => (int) $category['id'],
			'per_page'     => (int) $preset['per_page'],
			'orderby'      => $field,
			'order'        => str_ends_with( $ordering, '-desc' ) ? 'desc' : 'asc',
			'with_product' => true,
		);
		$list  = $this->library->list( array( 'page' => $page ) + $query );
		if ( ! $list['files'] && $page > 1 && $list['pages'] > 0 ) {
			$page = $list['pages'];
			$list = $this->library->list( array( 'page' => $page ) + $query );
		}
		if ( ! $list['files'] ) {
			return sprintf( '<p class="%s__empty">%s</p>', self::CLASS_NAME, esc_html__( 'No file of this category is linked to a product yet.', 'frontage' ) );
		}

		$columns = (array) $preset['columns'];
		$head    = '';
		foreach ( $columns as $column ) {
			$head .= sprintf(
				'<th scope="col" id="%1$s" class="%2$s__col-%3$s">%4$s</th>',
				esc_attr( $id . '-col-' . $column ),
				self::CLASS_NAME,
				esc_attr( $column ),
				esc_html( self::column_label( $column ) )
			);
		}
		$rows = '';
		foreach ( $list['files'] as $file ) {
			$cells = '';
			foreach ( $columns as $column ) {
				$cells .= sprintf(
					'<td headers="%1$s" class="%2$s__col-%3$s">%4$s</td>',
					esc_attr( $id . '-col-' . $column ),
					self::CLASS_NAME,
					esc_attr( $column ),
					$this->cell( $column, $file )
				);
			}
			$rows .= sprintf( '<tr data-file-id="%1$d" data-product-id="%2$d">%3$s</tr>', $file->id, $file->product_id, $cells );
		}

		return sprintf(
			'<div class="%1$s__scroll"><table class="%1$s__table"><caption class="%1$s__caption">%2$s</caption><thead><tr>%3$s</tr></thead><tbody>%4$s</tbody></table></div>%5$s',
			self::CLASS_NAME,
			/* translators: %s: the file category's name. */
			esc_html( sprintf( __( 'Products in %s', 'frontage' ), $category['name'] ) ),
			$head,
			$rows,
			$this->table->pagination(
				/* translators: %s: the file category's name. */
				sprintf( __( 'Pages of %s', 'frontage' ), $category['name'] ),
				$page,
				$list['pages'],
				static fn ( int $number ): string => add_query_arg( $keys['page'], $number > 1 ? $number : false ) . '#' . $id
			)
		);
	}

	/**
	 * A column's header text.
	 *
	 * @param string $column Column key from COLUMNS.
	 * @return string Translated label.
	 */
	public static function column_label( string $column ): string {
		$labels = array(
			'product'     => __( 'Product', 'frontage' ),
			'file'        => __( 'File', 'frontage' ),
			'price'       => __( 'Price', 'frontage' ),
			'stock'       => __( 'Stock', 'frontage' ),
			'add_to_cart' => __( 'Add to cart', 'frontage' ),
		);
		return $labels[ $column ] ?? $column;
	}

	/**
	 * One cell. A file whose product is gone (deleted, or no longer for sale) keeps its row,
	 * saying so, rather than leaving a gap in the page.
	 *
	 * @param string $column Column key.
	 * @param File   $file   The row's file.
	 * @return string HTML.
	 */
	private function cell( string $column, File $file ): string {
		$product = $this->shop->product( $file->product_id );
		switch ( $column ) {
			case 'product':
				return $product
					? sprintf( '<a class="%1$s__product-link" href="%2$s">%3$s</a>', self::CLASS_NAME, esc_url( $product['url'] ), esc_html( '' !== $product['name'] ? $product['name'] : $file->title ) )
					: esc_html( $file->title );
			case 'file':
				return sprintf( '<a class="%1$s__file-link" href="%2$s">%3$s</a>', self::CLASS_NAME, esc_url( $file->download_url() ), esc_html( $file->title ) );
			case 'price':
				$offer = $product ? $this->shop->offer( $file->product_id ) : null;
				return $offer ? wp_kses_post( $offer['price_html'] ) : '';
			case 'stock':
				$offer = $product ? $this->shop->offer( $file->product_id ) : null;
				if ( ! $offer ) {
					return esc_html__( 'Not for sale', 'frontage' );
				}
				return $offer['in_stock'] ? esc_html__( 'In stock', 'frontage' ) : esc_html__( 'Out of stock', 'frontage' );
			case 'add_to_cart':
				return $this->table->add_to_cart( $file );
		}
		return '';
	}
}

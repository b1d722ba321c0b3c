<?php
/**
 * The shop a file may be linked to (docs/files.md "Add to cart"): WooCommerce when it is active.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Everything Frontage asks of the shop, behind one check that it is active, so that a site
 * without WooCommerce gets no add-to-cart link, no script and no notice. Nothing here writes:
 * adding to the cart is the shop's own endpoint, posted to by the visitor's browser.
 */
final class Shop {

	/**
	 * The shop's AJAX endpoint that adds a product to the cart (WooCommerce's `?wc-ajax=`).
	 */
	public const ADD_TO_CART_ENDPOINT = 'add_to_cart';

	/**
	 * The shop's option: "yes" when it sends shoppers to the cart after adding.
	 */
	public const REDIRECT_OPTION = 'woocommerce_cart_redirect_after_add';

	/**
	 * Whether a shop is active. Asked at render time, not when hooks are added, because the shop
	 * plugin may load after Frontage. The `frontage_shop_active` filter lets a site turn the
	 * add-to-cart links off while keeping its shop.
	 *
	 * @return bool
	 */
	public function is_active(): bool {
		return (bool) apply_filters( 'frontage_shop_active', class_exists( 'WooCommerce' ) || function_exists( 'WC' ) );
	}

	/**
	 * What an add-to-cart link needs about a product, or null when there is no shop, no such
	 * product, or it cannot be bought.
	 *
	 * @param int $product_id The product's id.
	 * @return array{id: int, name: string, url: string}|null
	 */
	public function product( int $product_id ): ?array {
		if ( $product_id <= 0 || ! $this->is_active() || ! function_exists( 'wc_get_product' ) ) {
			return null;
		}
		$product = wc_get_product( $product_id );
		if ( ! is_object( $product ) || ! method_exists( $product, 'get_permalink' ) ) {
			return null;
		}
		// A product that may not be bought (a draft, no price) gets no button; one merely out of
		// stock keeps it: the shop answers with its product page (docs/files.md "Add to cart").
		if ( method_exists( $product, 'is_purchasable' ) && ! $product->is_purchasable() ) {
			return null;
		}
		$url = (string) $product->get_permalink();
		if ( '' === $url ) {
			return null;
		}
		return array(
			'id'   => $product_id,
			'name' => method_exists( $product, 'get_name' ) ? (string) $product->get_name() : '',
			'url'  => $url,
		);
	}

	/**
	 * A product's price (the shop's own markup) and whether it is in stock, for the rows of a
	 * `woo_commerce` saved table (docs/files.md "Saved tables").
	 *
	 * @param int $product_id The product's id.
	 * @return array{price_html: string, in_stock: bool}|null Null when there is no shop or no such product.
	 */
	public function offer( int $product_id ): ?array {
		if ( $product_id <= 0 || ! $this->is_active() || ! function_exists( 'wc_get_product' ) ) {
			return null;
		}
		$product = wc_get_product( $product_id );
		if ( ! is_object( $product ) ) {
			return null;
		}
		return array(
			'price_html' => method_exists( $product, 'get_price_html' ) ? (string) $product->get_price_html() : '',
			'in_stock'   => ! method_exists( $product, 'is_in_stock' ) || (bool) $product->is_in_stock(),
		);
	}

	/**
	 * The add-to-cart endpoint's address, as the shop builds it.
	 *
	 * @return string URL.
	 */
	public function add_to_cart_url(): string {
		if ( class_exists( 'WC_AJAX' ) && method_exists( 'WC_AJAX', 'get_endpoint' ) ) {
			return (string) \WC_AJAX::get_endpoint( self::ADD_TO_CART_ENDPOINT );
		}
		return add_query_arg( 'wc-ajax', self::ADD_TO_CART_ENDPOINT, home_url( '/' ) );
	}

	/**
	 * The cart page's address.
	 *
	 * @return string URL; empty without a shop.
	 */
	public function cart_url(): string {
		return function_exists( 'wc_get_cart_url' ) ? (string) wc_get_cart_url() : '';
	}

	/**
	 * Whether the shop sends shoppers to the cart after adding a product.
	 *
	 * @return bool
	 */
	public function redirects_to_cart(): bool {
		return 'yes' === get_option( self::REDIRECT_OPTION );
	}
}

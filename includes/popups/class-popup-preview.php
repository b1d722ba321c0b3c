<?php
/**
 * The block editor's Preview of a builder popup, drafts included.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A popup's address is the site's home page with `?uael-modal-action={id}`, which opens it there
 * (for a published popup, for anyone). The editor's Preview adds `preview=true` (and, for a
 * published or pending popup, the autosave's `preview_id` and WordPress's `preview_nonce`): the
 * page then opens the popup's latest version — a draft, or the unsaved title and blocks of a
 * published one — as a dialog, as visitors would see it, but only for users who may edit that
 * popup (`edit_post`, Popup_Capabilities). Anyone else gets the page as without `preview`: drafts
 * never show to visitors. Such a page is not cached.
 *
 * Popups are not public post types, so the editor would hide its Preview; the post type is
 * reported as viewable to the editor (REST) only, not to the rest of WordPress (no sitemap, no
 * archive, no address of its own).
 */
final class Popup_Preview {

	/**
	 * WordPress's query parameter of a preview (set by the editor's Preview).
	 */
	public const PREVIEW_PARAM = 'preview';

	/**
	 * WordPress's parameter naming the post whose autosave a preview shows.
	 */
	public const AUTOSAVE_PARAM = 'preview_id';

	/**
	 * A popup's address: the home page that opens it.
	 *
	 * @param string   $link The address WordPress made (`?post_type=frontage_popup&p={id}`, which
	 *                       serves nothing: the type is not publicly queryable).
	 * @param \WP_Post $post The post.
	 */
	public function link( string $link, \WP_Post $post ): string {
		if ( Popups_Module::POST_TYPE !== $post->post_type ) {
			return $link;
		}
		return add_query_arg( Modal_Block::URL_ACTION_PARAM, $post->ID, home_url( '/' ) );
	}

	/**
	 * Tells the block editor a popup can be viewed, so it offers Preview.
	 *
	 * @param \WP_REST_Response $response The post type, as REST answers it.
	 * @param \WP_Post_Type     $type     The post type.
	 */
	public function viewable_in_editor( \WP_REST_Response $response, \WP_Post_Type $type ): \WP_REST_Response {
		$data = $response->get_data();
		if ( Popups_Module::POST_TYPE === $type->name && is_array( $data ) && array_key_exists( 'viewable', $data ) ) {
			$data['viewable'] = true;
			$response->set_data( $data );
		}
		return $response;
	}

	/**
	 * Keeps a preview on its address: WordPress would send the home page with `preview` to the
	 * address without it (a static front page), which would show the published popup or none.
	 *
	 * @param string|false $redirect Where WordPress would send the request.
	 * @return string|false
	 */
	public function keep_preview_address( $redirect ) {
		return null !== self::previewed() ? false : $redirect;
	}

	/**
	 * A preview is for its editor: no page cache keeps it.
	 */
	public function no_cache(): void {
		if ( null !== self::previewed() ) {
			nocache_headers();
		}
	}

	/**
	 * The popup this request previews, as the index would list it (its latest title and blocks;
	 * `content_id`: the post whose blocks are shown), or null when the request previews none or
	 * the user may not edit it.
	 *
	 * @return array{id: int, title: string, version: string, protected: bool, settings: array<string, mixed>, content_id: int}|null
	 */
	public static function previewed(): ?array {
		$id = Popup_Output::requested_id();
		// No nonce: a read; the capability to edit the popup is checked.
		$preview = isset( $_GET[ self::PREVIEW_PARAM ] ) && is_string( $_GET[ self::PREVIEW_PARAM ] ) ? sanitize_key( wp_unslash( $_GET[ self::PREVIEW_PARAM ] ) ) : '';
		if ( 0 === $id || '' === $preview || 'false' === $preview ) {
			return null;
		}
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || Popups_Module::POST_TYPE !== $post->post_type || 'trash' === $post->post_status || ! current_user_can( 'edit_post', $id ) ) {
			return null;
		}
		$content = $post;
		// WordPress checked preview_nonce already (_show_post_preview()) when preview_id is there.
		$autosave_of = isset( $_GET[ self::AUTOSAVE_PARAM ] ) && is_string( $_GET[ self::AUTOSAVE_PARAM ] ) ? absint( $_GET[ self::AUTOSAVE_PARAM ] ) : 0;
		if ( $autosave_of === $id ) {
			$autosave = wp_get_post_autosave( $id, get_current_user_id() );
			$content  = $autosave instanceof \WP_Post ? $autosave : $post;
		}
		return Popup_Index::entry( $post, $content ) + array( 'content_id' => $content->ID );
	}
}

<?php
/**
 * The Language panel of the block editor (src/language/editor): a post's language and its
 * translations.
 *
 * @package Frontage
 */

namespace Frontage\Language;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Loads the panel in the block editor of public post types shown in REST, while two or more
 * languages are published, with the languages it offers. The panel edits the post's meta
 * (Language_Urls), saved with the post; Language_Translations makes the group agree.
 */
final class Language_Editor {

	/**
	 * Script handle (build/language/editor).
	 */
	public const HANDLE = 'frontage-language-editor';

	/**
	 * Takes how scripts are registered.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Add hooks.
	 */
	public function add_hooks(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * The panel and its data, in the editor of a translatable post.
	 */
	public function enqueue(): void {
		$settings = Language_Settings::get();
		$screen   = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$type     = $screen ? get_post_type_object( (string) $screen->post_type ) : null;
		if ( count( $settings['publish_languages'] ) < 2 || ! $type || ! $type->public || ! $type->show_in_rest || ! $this->assets->enqueue_script( self::HANDLE, 'language/editor/index' ) ) {
			return;
		}
		$languages = array();
		foreach ( $settings['publish_languages'] as $code ) {
			$languages[] = array(
				'code' => $code,
				'name' => $settings['english_name'][ $code ] ?? $code,
			);
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.frontageLanguageEditor = ' . wp_json_encode(
				array(
					'defaultLanguage' => $settings['default_language'],
					'languages'       => $languages,
					'restBase'        => $type->rest_base ? $type->rest_base : $type->name,
					'restNamespace'   => $type->rest_namespace ? $type->rest_namespace : 'wp/v2',
				)
			) . ';',
			'before'
		);
	}
}

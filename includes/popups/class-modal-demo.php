<?php
/**
 * The Modal demo page's content.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Block markup for the demo page: a paragraph, and a modal opened by a button. The modal's markup
 * is exactly what the editor's save() writes (blocks/modal/save.tsx), so opening the page in the
 * editor shows no block-validation warning.
 */
final class Modal_Demo {

	/**
	 * The demo modal's id: `?uael-modal-action=demo-modal` opens it.
	 */
	public const MODAL_ID = 'demo-modal';

	/**
	 * The demo page's block markup.
	 *
	 * @return string Serialized blocks.
	 */
	public static function content(): string {
		$intro = self::paragraph(
			sprintf(
				/* translators: %s: the query string that opens the demo modal. */
				__( 'The button below opens a modal. Keyboard users can open it with Enter and close it with Escape. Adding %s to this page’s address opens it too.', 'frontage' ),
				'?' . Modal_Block::URL_ACTION_PARAM . '=' . self::MODAL_ID
			)
		);
		$modal = array(
			'blockName'    => Modal_Block::NAME,
			'attrs'        => array(
				'modalId'     => self::MODAL_ID,
				'heading'     => __( 'Hello from the demo modal', 'frontage' ),
				'triggerText' => __( 'Open the demo modal', 'frontage' ),
			),
			'innerBlocks'  => array(
				self::paragraph( __( 'This is the modal’s content, made of ordinary blocks. Press Escape, click outside or use the close button to return to the page.', 'frontage' ) ),
			),
			// save(): the content in an element that stays hidden if the block is unregistered.
			'innerContent' => array( "\n" . '<div class="' . Modal_Block::CONTENT_CLASS . '" hidden>', null, '</div>' . "\n" ),
		);
		// Blank lines between blocks, as the editor writes them.
		return implode( "\n\n", array_map( 'serialize_block', array( $intro, $modal ) ) );
	}

	/**
	 * A paragraph block, as the editor saves one.
	 *
	 * @param string $text Plain text.
	 * @return array<string, mixed> A parsed block.
	 */
	private static function paragraph( string $text ): array {
		$html = "\n<p>" . esc_html( $text ) . "</p>\n";
		return array(
			'blockName'    => 'core/paragraph',
			'attrs'        => array(),
			'innerBlocks'  => array(),
			'innerHTML'    => $html,
			'innerContent' => array( $html ),
		);
	}
}

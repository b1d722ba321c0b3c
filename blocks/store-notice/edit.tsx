/**
 * The Store notice block in the editor: the bar as visitors see it, its text written in place.
 * Left empty, the bar shows WooCommerce's store notice when WooCommerce is active (and nothing
 * otherwise).
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type StoreNoticeAttributes = {
	text: string;
};

/**
 * The block's editor view.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< StoreNoticeAttributes > ) {
	const blockProps = useBlockProps( { className: 'frontage-store-notice' } );
	return (
		<div { ...blockProps }>
			<RichText
				tagName="p"
				className="frontage-store-notice__text"
				value={ attributes.text }
				allowedFormats={ [
					'core/bold',
					'core/italic',
					'core/link',
					'core/code',
					'core/strikethrough',
					'core/subscript',
					'core/superscript',
					'core/text-color',
				] }
				placeholder={ __(
					'Write the notice… (left empty: WooCommerce’s store notice, when WooCommerce is active)',
					'frontage'
				) }
				onChange={ ( text: string ) => setAttributes( { text } ) }
			/>
			<span className="frontage-store-notice__dismiss" aria-hidden="true">
				{ __( 'Dismiss', 'frontage' ) }
			</span>
		</div>
	);
}

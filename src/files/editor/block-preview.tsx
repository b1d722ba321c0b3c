/**
 * The editor's preview of a server-rendered block: the markup visitors get, fetched from
 * WordPress's block renderer, shown inert (links and buttons do nothing in the editor).
 * A small stand-in for @wordpress/server-side-render, which this project does not depend on.
 */
import apiFetch from '@wordpress/api-fetch';
import { Disabled, Spinner } from '@wordpress/components';
import { RawHTML, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** Settings typed in quick succession make one request. */
const DEBOUNCE_MS = 300;

interface BlockPreviewProps {
	/** The block's name, e.g. `frontage/file-category`. */
	block: string;
	/** Its attributes. */
	attributes: Record< string, unknown >;
	/** What to say when the block renders nothing. */
	emptyMessage: string;
}

type PreviewState =
	| { status: 'loading' }
	| { status: 'ready'; html: string }
	| { status: 'error'; message: string };

/**
 * The preview.
 *
 * @param props              Component props.
 * @param props.block        The block's name.
 * @param props.attributes   Its attributes.
 * @param props.emptyMessage Shown when it renders nothing.
 */
export function BlockPreview( {
	block,
	attributes,
	emptyMessage,
}: BlockPreviewProps ) {
	const [ state, setState ] = useState< PreviewState >( {
		status: 'loading',
	} );
	const key = JSON.stringify( attributes );

	useEffect( () => {
		let current = true;
		setState( { status: 'loading' } );
		const timer = window.setTimeout( () => {
			apiFetch< { rendered?: unknown } >( {
				path: `/wp/v2/block-renderer/${ block }?context=edit`,
				method: 'POST',
				data: { attributes: JSON.parse( key ) },
			} )
				.then( ( response ) => {
					if ( current ) {
						setState( {
							status: 'ready',
							html:
								typeof response?.rendered === 'string'
									? response.rendered
									: '',
						} );
					}
				} )
				.catch( ( error: { message?: string } ) => {
					if ( current ) {
						setState( {
							status: 'error',
							message:
								error?.message ??
								__(
									'The preview could not be loaded.',
									'frontage'
								),
						} );
					}
				} );
		}, DEBOUNCE_MS );
		return () => {
			current = false;
			window.clearTimeout( timer );
		};
	}, [ block, key ] );

	if ( state.status === 'loading' ) {
		return <Spinner />;
	}
	if ( state.status === 'error' ) {
		return (
			<p className="frontage-block-preview__message">{ state.message }</p>
		);
	}
	if ( state.html.trim() === '' ) {
		return (
			<p className="frontage-block-preview__message">{ emptyMessage }</p>
		);
	}
	return (
		<Disabled>
			<RawHTML>{ state.html }</RawHTML>
		</Disabled>
	);
}

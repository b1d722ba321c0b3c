/**
 * Picks posts, pages or terms for a display condition by typing their title (docs/popups.md
 * "Display conditions"): a combobox fed by WordPress's own search (`/wp/v2/search`), and the
 * chosen ones listed by title, each with its Remove button. The condition keeps their ids, as
 * it always did; ids stored before are shown by their titles.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, ComboboxControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { hitTitle, searchPath, titlesById, type SearchHit } from './id-search';

/**
 * The picker.
 *
 * @param props          Props.
 * @param props.label    The field's label.
 * @param props.type     `post` (posts and pages of every public type) or `term`.
 * @param props.subtype  `any`, or the taxonomy of the terms.
 * @param props.ids      The ids chosen.
 * @param props.onChange Called with the new ids.
 */
export function IdPicker( {
	label,
	type,
	subtype,
	ids,
	onChange,
}: {
	label: string;
	type: 'post' | 'term';
	subtype: string;
	ids: readonly number[];
	onChange: ( ids: number[] ) => void;
} ) {
	const [ titles, setTitles ] = useState< Map< number, string > >(
		new Map()
	);
	const [ hits, setHits ] = useState< SearchHit[] >( [] );
	const [ problem, setProblem ] = useState( '' );
	const searching = useRef( 0 );

	// The titles of chosen ids not known yet (those stored before, or picked elsewhere).
	const unknown = ids.filter( ( id ) => ! titles.has( id ) );
	const unknownKey = unknown.join( ',' );
	useEffect( () => {
		if ( ! unknownKey ) {
			return;
		}
		const wanted = unknownKey.split( ',' ).map( Number );
		apiFetch< SearchHit[] >( {
			path: searchPath( { type, subtype, include: wanted } ),
		} )
			.then( ( found ) =>
				setTitles( ( known ) => titlesById( known, wanted, found ) )
			)
			.catch( () =>
				setTitles( ( known ) => titlesById( known, wanted, [] ) )
			);
	}, [ unknownKey, type, subtype ] );

	const search = ( text: string ) => {
		const ask = ++searching.current;
		if ( text.trim().length < 2 ) {
			setHits( [] );
			return;
		}
		apiFetch< SearchHit[] >( {
			path: searchPath( { type, subtype, search: text } ),
		} )
			.then( ( found ) => {
				if ( ask === searching.current ) {
					setHits( found );
					setProblem( '' );
				}
			} )
			.catch( ( error ) => {
				if ( ask === searching.current ) {
					setHits( [] );
					setProblem(
						apiErrorMessage(
							error,
							__( 'The search did not answer.', 'frontage' )
						)
					);
				}
			} );
	};

	const options = hits
		.filter( ( hit ) => ! ids.includes( Number( hit.id ) ) )
		.map( ( hit ) => ( {
			value: String( hit.id ),
			label: hitTitle( hit ),
		} ) );

	return (
		<div className="frontage-popup-panel__picker">
			<ComboboxControl
				__nextHasNoMarginBottom
				label={ label }
				help={ __(
					'Type two letters or more of a title.',
					'frontage'
				) }
				value={ null }
				options={ options }
				onFilterValueChange={ search }
				onChange={ ( value ) => {
					const id = Number( value );
					if ( ! Number.isInteger( id ) || id < 1 ) {
						return;
					}
					const hit = hits.find(
						( item ) => Number( item.id ) === id
					);
					if ( hit ) {
						setTitles( ( known ) =>
							new Map( known ).set( id, hitTitle( hit ) )
						);
					}
					onChange( [ ...ids, id ] );
				} }
			/>
			{ problem ? (
				<p className="frontage-field-problem" role="alert">
					{ problem }
				</p>
			) : null }
			{ ids.length ? (
				<ul className="frontage-popup-panel__picked">
					{ ids.map( ( id ) => {
						const title = titles.get( id ) ?? `#${ id }`;
						return (
							<li key={ id }>
								<span>{ title }</span>
								<Button
									variant="link"
									isDestructive
									label={ sprintf(
										/* translators: %s: a post's or term's title. */
										__( 'Remove “%s”', 'frontage' ),
										title
									) }
									onClick={ () =>
										onChange(
											ids.filter(
												( item ) => item !== id
											)
										)
									}
								>
									{ __( 'Remove', 'frontage' ) }
								</Button>
							</li>
						);
					} ) }
				</ul>
			) : null }
		</div>
	);
}

/**
 * The Language panel in the block editor's document sidebar (docs/language.md): the post's
 * language, and for each other published language the post that is its translation there. Both
 * are post meta (`_frontage_language`, `_frontage_translations`) saved with the post; the server
 * makes every post of the group agree (includes/language/class-language-translations.php).
 */
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	ComboboxControl,
	ExternalLink,
	SelectControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

export const META_LANGUAGE = '_frontage_language';
export const META_TRANSLATIONS = '_frontage_translations';

/** What PHP prints for the panel (includes/language/class-language-editor.php). */
export interface LanguageEditorData {
	defaultLanguage: string;
	languages: Array< { code: string; name: string } >;
	restBase: string;
	restNamespace: string;
}

interface FoundPost {
	id: number;
	title: { raw?: string; rendered: string };
}

interface EditorSelectors {
	getEditedPostAttribute: ( name: string ) => unknown;
	getCurrentPostId: () => number;
	getCurrentPostType: () => string;
}

/**
 * A post's title as text.
 *
 * @param post A post from REST.
 */
function titleOf( post: FoundPost ): string {
	const title = post.title.raw ?? post.title.rendered;
	return (
		title.trim() ||
		sprintf(
			/* translators: %d: a post id. */
			__( '(no title, #%d)', 'frontage' ),
			post.id
		)
	);
}

/**
 * Picks the post that is this one's translation in a language.
 *
 * @param props          Props.
 * @param props.label    The field's label.
 * @param props.data     The panel's data.
 * @param props.exclude  The post being edited.
 * @param props.onChoose Called with the chosen post's id.
 */
function TranslationPicker( {
	label,
	data,
	exclude,
	onChoose,
}: {
	label: string;
	data: LanguageEditorData;
	exclude: number;
	onChoose: ( id: number ) => void;
} ) {
	const [ search, setSearch ] = useState( '' );
	const [ found, setFound ] = useState< FoundPost[] >( [] );
	useEffect( () => {
		let current = true;
		const timer = window.setTimeout( () => {
			apiFetch< FoundPost[] >( {
				path: `/${ data.restNamespace }/${ data.restBase }?${ new URLSearchParams(
					{
						search,
						per_page: '20',
						context: 'edit',
						status: 'publish,draft,pending,future,private',
						_fields: 'id,title',
					}
				) }`,
			} )
				.then( ( posts ) => current && setFound( posts ) )
				.catch( () => current && setFound( [] ) );
		}, 250 );
		return () => {
			current = false;
			window.clearTimeout( timer );
		};
	}, [ search, data.restBase, data.restNamespace ] );

	return (
		<ComboboxControl
			__nextHasNoMarginBottom
			label={ label }
			help={ __( 'Type to search by title.', 'frontage' ) }
			value={ null }
			options={ found
				.filter( ( post ) => post.id !== exclude )
				.map( ( post ) => ( {
					value: String( post.id ),
					label: titleOf( post ),
				} ) ) }
			onFilterValueChange={ setSearch }
			onChange={ ( value ) => {
				if ( value ) {
					onChoose( Number( value ) );
				}
			} }
		/>
	);
}

/**
 * A linked translation: its title, a link to edit it, and "Remove link".
 *
 * @param props          Props.
 * @param props.postType The post type.
 * @param props.id       The linked post.
 * @param props.name     Its language's name.
 * @param props.onRemove Called to unlink it.
 */
function LinkedTranslation( {
	postType,
	id,
	name,
	onRemove,
}: {
	postType: string;
	id: number;
	name: string;
	onRemove: () => void;
} ) {
	const post = useSelect(
		( select ) =>
			(
				select( 'core' ) as {
					getEntityRecord: (
						kind: string,
						type: string,
						key: number
					) => FoundPost | undefined | null;
				}
			 ).getEntityRecord( 'postType', postType, id ),
		[ postType, id ]
	);
	return (
		<div className="frontage-language-panel__linked">
			<p>
				<strong>{ name }:</strong>{ ' ' }
				{ post ? titleOf( post ) : `#${ id }` }
			</p>
			<ExternalLink href={ `post.php?post=${ id }&action=edit` }>
				{ sprintf(
					/* translators: %s: a language's name. */
					__( 'Edit the %s translation', 'frontage' ),
					name
				) }
			</ExternalLink>{ ' ' }
			<Button variant="link" isDestructive onClick={ onRemove }>
				{ sprintf(
					/* translators: %s: a language's name. */
					__( 'Remove the %s link', 'frontage' ),
					name
				) }
			</Button>
		</div>
	);
}

/**
 * The panel.
 *
 * @param props      Props.
 * @param props.data What PHP printed.
 */
export function LanguagePanel( { data }: { data: LanguageEditorData } ) {
	const { meta, postId, postType } = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as EditorSelectors;
		return {
			meta: editor.getEditedPostAttribute( 'meta' ) as
				Record< string, unknown > | undefined,
			postId: editor.getCurrentPostId(),
			postType: editor.getCurrentPostType(),
		};
	}, [] );
	const { editPost } = useDispatch( 'core/editor' ) as {
		editPost: ( edits: Record< string, unknown > ) => void;
	};
	if ( ! meta ) {
		return null;
	}
	const stored = meta[ META_LANGUAGE ];
	const language =
		typeof stored === 'string' && stored !== ''
			? stored
			: data.defaultLanguage;
	const translations = (
		meta[ META_TRANSLATIONS ] &&
		typeof meta[ META_TRANSLATIONS ] === 'object'
			? meta[ META_TRANSLATIONS ]
			: {}
	) as Record< string, number >;
	const setMeta = ( changes: Record< string, unknown > ) =>
		editPost( { meta: { ...meta, ...changes } } );
	const link = ( code: string, id: number | null ) => {
		const next = { ...translations };
		delete next[ code ];
		if ( id ) {
			next[ code ] = id;
		}
		setMeta( { [ META_TRANSLATIONS ]: next } );
	};

	return (
		<PluginDocumentSettingPanel
			name="frontage-language"
			title={ __( 'Language', 'frontage' ) }
			className="frontage-language-panel"
		>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Language of this page', 'frontage' ) }
				value={ language }
				options={ data.languages.map( ( item ) => ( {
					value: item.code,
					label:
						item.code === data.defaultLanguage
							? sprintf(
									/* translators: %s: a language's name. */
									__( '%s (default)', 'frontage' ),
									item.name
								)
							: item.name,
				} ) ) }
				onChange={ ( code ) => {
					const next = { ...translations };
					delete next[ code ];
					setMeta( {
						[ META_LANGUAGE ]:
							code === data.defaultLanguage ? '' : code,
						[ META_TRANSLATIONS ]: next,
					} );
				} }
			/>
			<h3 className="frontage-language-panel__heading">
				{ __( 'Translations', 'frontage' ) }
			</h3>
			{ data.languages
				.filter( ( item ) => item.code !== language )
				.map( ( item ) =>
					translations[ item.code ] ? (
						<LinkedTranslation
							key={ item.code }
							postType={ postType }
							id={ translations[ item.code ] }
							name={ item.name }
							onRemove={ () => link( item.code, null ) }
						/>
					) : (
						<TranslationPicker
							key={ item.code }
							label={ sprintf(
								/* translators: %s: a language's name. */
								__( '%s translation', 'frontage' ),
								item.name
							) }
							data={ data }
							exclude={ postId }
							onChoose={ ( id ) => link( item.code, id ) }
						/>
					)
				) }
		</PluginDocumentSettingPanel>
	);
}

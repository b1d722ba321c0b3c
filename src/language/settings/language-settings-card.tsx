/**
 * Settings → Frontage → Languages: the `frontage_language` option (language-values.ts,
 * docs/language.md), shown while the Language module is on. One row per published language with
 * its code, name, address prefix and ISO code; the default language; how the visitor's language
 * is found; redirect or offer, and the offer's words; the cookie. Each mistake is named under its
 * field; the app saves nothing while there is one.
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { FieldProblem } from '../../shared/field-problem';
import type {
	LanguageProblems,
	LanguageRow,
	LanguageSettings,
	ProblemMessages,
} from './language-values';

/**
 * The messages for languageProblems(), translated.
 */
export function languageProblemMessages(): ProblemMessages {
	return {
		code: __(
			'A language code is 2 or 3 letters, then optionally a region, like en, de_DE or pt-BR.',
			'frontage'
		),
		duplicateCode: __( 'This language is listed twice.', 'frontage' ),
		name: __(
			'Give the language a name of up to 100 characters, without < or >.',
			'frontage'
		),
		slug: __(
			'An address prefix holds only lower-case letters, digits and hyphens (up to 20).',
			'frontage'
		),
		slugTaken: __(
			'Another language already uses this prefix.',
			'frontage'
		),
		defaultSlug: __(
			'Only the default language can have no prefix.',
			'frontage'
		),
		iso: __(
			'An ISO code looks like en or de-AT; leave it empty to use the code’s language part.',
			'frontage'
		),
		none: __( 'Publish at least one language.', 'frontage' ),
		header: __(
			'A header name holds only letters, digits, hyphens and underscores.',
			'frontage'
		),
		buttonText: __(
			'Give the button a text of up to 100 characters.',
			'frontage'
		),
		longText: __( 'Keep the text under 1,000 characters.', 'frontage' ),
		cookieName: __(
			'A cookie name holds only letters, digits, hyphens and underscores.',
			'frontage'
		),
		cookieAge: __( 'Choose from 1 to 3,650 days.', 'frontage' ),
		cookiePath: __(
			'A cookie path starts with / and has no spaces, commas or semicolons.',
			'frontage'
		),
	};
}

export function LanguageSettingsCard( {
	value,
	problems,
	onChange,
}: {
	value: LanguageSettings;
	problems: LanguageProblems;
	onChange: ( value: LanguageSettings ) => void;
} ) {
	const set = < K extends keyof LanguageSettings >(
		key: K,
		next: LanguageSettings[ K ]
	) => onChange( { ...value, [ key ]: next } );
	const setRow = ( index: number, row: LanguageRow ) => {
		const previous = value.languages[ index ];
		onChange( {
			...value,
			languages: value.languages.map( ( item, i ) =>
				i === index ? row : item
			),
			// Renaming the default language's code keeps it the default.
			default_language:
				previous.code === value.default_language
					? row.code
					: value.default_language,
		} );
	};

	return (
		<Card className="frontage-settings__languages">
			<CardHeader>
				<h2>{ __( 'Languages', 'frontage' ) }</h2>
			</CardHeader>
			<CardBody>
				<p>
					{ __(
						'Each published language but the default one lives under its own address prefix, like /de/. Link pages to their translations in the editor’s Language panel.',
						'frontage'
					) }
				</p>
				<table className="frontage-settings__language-table">
					<caption className="screen-reader-text">
						{ __( 'Published languages', 'frontage' ) }
					</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'Code', 'frontage' ) }</th>
							<th scope="col">{ __( 'Name', 'frontage' ) }</th>
							<th scope="col">
								{ __( 'Address prefix', 'frontage' ) }
							</th>
							<th scope="col">
								{ __( 'ISO code', 'frontage' ) }
							</th>
							<th scope="col">
								<span className="screen-reader-text">
									{ __( 'Actions', 'frontage' ) }
								</span>
							</th>
						</tr>
					</thead>
					<tbody>
						{ value.languages.map( ( row, index ) => {
							const at = ( field: string ) =>
								problems[ `languages.${ index }.${ field }` ];
							const isDefault =
								row.code === value.default_language;
							const rowLabel =
								row.name || row.code || String( index + 1 );
							return (
								<tr key={ index }>
									{ (
										[
											[
												'code',
												__( 'Code', 'frontage' ),
											],
											[
												'name',
												__( 'Name', 'frontage' ),
											],
											[
												'slug',
												__(
													'Address prefix',
													'frontage'
												),
											],
											[
												'iso',
												__( 'ISO code', 'frontage' ),
											],
										] as const
									 ).map( ( [ field, label ] ) => (
										<td key={ field }>
											<TextControl
												__nextHasNoMarginBottom
												hideLabelFromVision
												label={ `${ label }: ${ rowLabel }` }
												value={ row[ field ] }
												onChange={ ( next ) =>
													setRow( index, {
														...row,
														[ field ]: next,
													} )
												}
											/>
											<FieldProblem
												message={ at( field ) }
											/>
										</td>
									) ) }
									<td>
										{ isDefault ? (
											<span>
												{ __( 'Default', 'frontage' ) }
											</span>
										) : (
											<Button
												variant="link"
												isDestructive
												onClick={ () =>
													set(
														'languages',
														value.languages.filter(
															( _, i ) =>
																i !== index
														)
													)
												}
											>
												{ `${ __( 'Remove', 'frontage' ) }` }
												<span className="screen-reader-text">
													{ ` ${ rowLabel }` }
												</span>
											</Button>
										) }
									</td>
								</tr>
							);
						} ) }
					</tbody>
				</table>
				<FieldProblem message={ problems.languages } />
				<Button
					variant="secondary"
					onClick={ () =>
						set( 'languages', [
							...value.languages,
							{ code: '', name: '', slug: '', iso: '' },
						] )
					}
				>
					{ __( 'Add language', 'frontage' ) }
				</Button>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Default language', 'frontage' ) }
					help={ __( 'Its addresses have no prefix.', 'frontage' ) }
					value={ value.default_language }
					options={ value.languages
						.filter( ( row ) => row.code !== '' )
						.map( ( row ) => ( {
							value: row.code,
							label: row.name || row.code,
						} ) ) }
					onChange={ ( code ) =>
						onChange( {
							...value,
							default_language: code,
							// The default language has no prefix; the former default gets one.
							languages: value.languages.map( ( row ) => {
								if ( row.code === code ) {
									return { ...row, slug: '' };
								}
								return row.slug === ''
									? {
											...row,
											slug: row.code
												.slice( 0, 2 )
												.toLowerCase(),
										}
									: row;
							} ),
						} )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Find the visitor’s language by', 'frontage' ) }
					value={ value.detection_method }
					options={ [
						{
							value: 'browser',
							label: __( 'Browser language', 'frontage' ),
						},
						{ value: 'ip', label: __( 'IP country', 'frontage' ) },
						{
							value: 'browser_ip',
							label: __( 'Browser, then IP country', 'frontage' ),
						},
						{
							value: 'ip_browser',
							label: __( 'IP country, then browser', 'frontage' ),
						},
					] }
					onChange={ ( method ) =>
						set(
							'detection_method',
							method as LanguageSettings[ 'detection_method' ]
						)
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Country header from your CDN', 'frontage' ) }
					help={ __(
						'For IP country: the request header your CDN puts the visitor’s country in, like CF-IPCountry. Empty: IP country is not used.',
						'frontage'
					) }
					value={ value.ip_country_header }
					onChange={ ( header ) =>
						set( 'ip_country_header', header )
					}
				/>
				<FieldProblem message={ problems.ip_country_header } />
				<SelectControl
					__nextHasNoMarginBottom
					label={ __(
						'When a visitor needs another language',
						'frontage'
					) }
					value={ value.popup_option }
					options={ [
						{ value: 'popup', label: __( 'Offer it', 'frontage' ) },
						{
							value: 'redirect',
							label: __( 'Redirect at once', 'frontage' ),
						},
					] }
					onChange={ ( option ) =>
						set(
							'popup_option',
							option as LanguageSettings[ 'popup_option' ]
						)
					}
				/>
				{ value.popup_option === 'popup' ? (
					<>
						<SelectControl
							__nextHasNoMarginBottom
							label={ __( 'Offer it in', 'frontage' ) }
							value={ value.popup_type }
							options={ [
								{
									value: 'popup',
									label: __( 'A popup', 'frontage' ),
								},
								{
									value: 'hello_bar',
									label: __(
										'A bar at the bottom of the page',
										'frontage'
									),
								},
							] }
							onChange={ ( type ) =>
								set(
									'popup_type',
									type as LanguageSettings[ 'popup_type' ]
								)
							}
						/>
						<TextareaControl
							__nextHasNoMarginBottom
							label={ __( 'Offer text', 'frontage' ) }
							help={ __(
								'{{suggested_language}} is replaced by the language’s name. Shown as plain text.',
								'frontage'
							) }
							value={ value.popup_textarea }
							onChange={ ( next ) =>
								set( 'popup_textarea', next )
							}
						/>
						<FieldProblem message={ problems.popup_textarea } />
						<TextControl
							__nextHasNoMarginBottom
							label={ __( 'Change button', 'frontage' ) }
							value={ value.popup_textarea_change_button }
							onChange={ ( next ) =>
								set( 'popup_textarea_change_button', next )
							}
						/>
						<FieldProblem
							message={ problems.popup_textarea_change_button }
						/>
						<TextControl
							__nextHasNoMarginBottom
							label={ __( 'Stay button', 'frontage' ) }
							value={ value.popup_textarea_close_button }
							onChange={ ( next ) =>
								set( 'popup_textarea_close_button', next )
							}
						/>
						<FieldProblem
							message={ problems.popup_textarea_close_button }
						/>
					</>
				) : null }
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Never redirect or offer on an iPhone',
						'frontage'
					) }
					checked={ value.is_iphone_user_check }
					onChange={ ( on ) => set( 'is_iphone_user_check', on ) }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Cookie name', 'frontage' ) }
					value={ value.cookie_name }
					onChange={ ( next ) => set( 'cookie_name', next ) }
				/>
				<FieldProblem message={ problems.cookie_name } />
				<TextControl
					__nextHasNoMarginBottom
					type="number"
					min={ 1 }
					max={ 3650 }
					label={ __( 'Remember the choice for (days)', 'frontage' ) }
					value={ String( value.cookie_age ) }
					onChange={ ( next ) => set( 'cookie_age', Number( next ) ) }
				/>
				<FieldProblem message={ problems.cookie_age } />
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Cookie path', 'frontage' ) }
					value={ value.cookie_path }
					onChange={ ( next ) => set( 'cookie_path', next ) }
				/>
				<FieldProblem message={ problems.cookie_path } />
			</CardBody>
		</Card>
	);
}
